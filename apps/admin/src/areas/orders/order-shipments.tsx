import { dateTime, money } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { Section } from "../../shared/section";
import { orderDetailTexts } from "./order-detail-texts";
import type { OrderView } from "./order-view";

/** The parcels that went out, with their tracking. */
export function OrderShipments({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  return (
    <Section id="shipments" title={t.shipments}>
      {order.shipments.length === 0 ? <p className="muted">{t.noShipments}</p> : null}
      <ul className="plain">
        {order.shipments.map((s) => (
          <li key={s.id}>
            {s.carrier.toUpperCase()} {s.tracking_number ?? ""} · {dateTime(s.created_at)}
            {s.by ? ` · ${t.by(s.by)}` : ""}
            {s.tracking_url ? (
              <>
                {" · "}
                <a href={s.tracking_url} rel="noreferrer" target="_blank">
                  {t.trackingLink}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The returns the customer announced, with what they paid back. */
export function OrderReturns({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  if (order.returns.length === 0) return null;
  return (
    <Section id="returns" title={t.returns}>
      <ul className="plain">
        {order.returns.map((r) => (
          <li key={r.number}>
            {r.number} · {t.states[r.status] ?? r.status} · {dateTime(r.created_at)} ·{" "}
            {r.lines.map((line) => `${line.sku} × ${line.qty}`).join(", ")}
            {r.refunded_amount !== null ? ` · ${money(r.refunded_amount)}` : ""}
          </li>
        ))}
      </ul>
    </Section>
  );
}
