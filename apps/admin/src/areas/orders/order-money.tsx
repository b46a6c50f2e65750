import { paymentMethodTitle } from "@etalage/contracts";
import { Card } from "../../shared/card";
import { dateTime, money } from "../../shared/format";
import { useLanguage, useTexts } from "../../shared/language";
import { orderDetailTexts } from "./order-detail-texts";
import type { OrderView } from "./order-view";

/** What was paid and paid back: the sums, each payment and each refund. */
export function OrderMoney({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  const { language } = useLanguage();
  return (
    <Card id="money" title={t.money}>
      <dl className="sums">
        <dt>{t.paid}</dt>
        <dd>{money(order.paid)}</dd>
        <dt>{t.refunded}</dt>
        <dd>{money(order.refunded)}</dd>
        <dt className="sum-total">{t.leftToRefund}</dt>
        <dd className="sum-total">{money(order.left_to_refund)}</dd>
      </dl>
      {order.payments.length > 0 ? (
        <>
          <h3 className="card-subtitle">{t.payments}</h3>
          <ul className="plain">
            {order.payments.map((p) => (
              <li key={p.id}>
                {p.provider} {p.method ? paymentMethodTitle(p.method, language) : ""} ·{" "}
                {t.states[p.status] ?? p.status} · {money(Number(p.amount.value))} ·{" "}
                {dateTime(p.created_at)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {order.refunds.length > 0 ? (
        <>
          <h3 className="card-subtitle">{t.refunds}</h3>
          <ul className="plain">
            {order.refunds.map((r) => (
              <li key={r.id}>
                {money(r.amount)} · {t.states[r.status] ?? r.status}
                {r.provider_refund_id ? ` (${r.provider_refund_id})` : ""} ·{" "}
                {dateTime(r.created_at)}
                {r.reason ? ` · ${r.reason}` : ""}
                {r.by ? ` · ${t.by(r.by)}` : ""}
                {r.error ? <span className="field-error block">{r.error}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
