import { Card } from "../../shared/card";
import { dateTime } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { Section } from "../../shared/section";
import { orderDetailTexts } from "./order-detail-texts";
import { orderStatusTexts } from "./order-status-texts";
import type { OrderView } from "./order-view";

/** The mails the order sent the customer. */
export function OrderMails({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  if (order.mails.length === 0) return null;
  return (
    <Card id="mails" title={t.mails}>
      <ul className="plain">
        {order.mails.map((m) => (
          <li key={`${m.template}-${m.created_at}`}>
            {m.subject}
            <span className="muted block">
              {t.states[m.status] ?? m.status} · {dateTime(m.sent_at ?? m.created_at)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Everything that happened to the order, newest first. */
export function OrderHistory({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  const labels = useTexts(orderStatusTexts);
  return (
    <Section id="history" title={t.history}>
      {order.history.length === 0 ? <p className="muted">{t.noHistory}</p> : null}
      <ol className="history">
        {[...order.history].reverse().map((h, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: history entries have no id and never move
          <li key={`${h.created_at}-${index}`}>
            <span className="muted">{dateTime(h.created_at)}</span>
            {h.status ? ` · ${labels.status[h.status] ?? h.status}` : ""}
            {h.by ? ` · ${t.by(h.by)}` : ""}
            {h.customer_notified ? ` · ${t.customerNotified}` : ""}
            {h.comment ? <span className="block">{h.comment}</span> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
