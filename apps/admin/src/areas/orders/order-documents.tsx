import { Card } from "../../shared/card";
import { money } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { orderDetailTexts } from "./order-detail-texts";
import type { OrderView } from "./order-view";

/** The order's invoices and credit notes, each a PDF to download. */
export function OrderDocuments({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  const none = order.invoices.length === 0 && order.credit_notes.length === 0;
  return (
    <Card id="documents" title={t.documents}>
      {none ? <p className="muted">{t.noDocuments}</p> : null}
      <ul className="plain">
        {order.invoices.map((invoice) => (
          <li key={invoice.id}>
            <a href={invoice.pdf_url} download>
              {t.invoice(invoice.invoice_number)}
            </a>
          </li>
        ))}
        {order.credit_notes.map((note) => (
          <li key={note.number}>
            <a href={note.pdf_url} download>
              {t.creditNote(note.number, money(note.amount))}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
