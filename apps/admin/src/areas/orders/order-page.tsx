import { Link, useParams } from "react-router";
import { ApiMessage } from "../../shared/api-message";
import { dateTime, money } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { sharedTexts } from "../../shared/shared-texts";
import { OrderActions } from "./order-actions";
import { orderDetailTexts } from "./order-detail-texts";
import { orderStatusTexts } from "./order-status-texts";
import type { OrderAddress, OrderView } from "./order-view";
import { useOrder } from "./orders-api";

/** One order with everything `GET /api/admin/orders/{number}` gives, and what staff can do. */
export function OrderPage() {
  const { orderNumber = "" } = useParams();
  const t = useTexts(orderDetailTexts);
  const shared = useTexts(sharedTexts);
  const labels = useTexts(orderStatusTexts);
  usePageTitle(t.title(orderNumber));
  const order = useOrder(orderNumber);

  if (order.isPending) return <p className="page-loading">{shared.loading}</p>;
  if (order.error)
    return (
      <section className="screen">
        <p>
          <Link to="/orders">{t.backToList}</Link>
        </p>
        <ApiMessage error={order.error} />
      </section>
    );
  const o = order.data;
  return (
    <section className="screen" aria-labelledby="order-title">
      <p className="crumb">
        <Link to="/orders">{t.backToList}</Link>
      </p>
      <header className="order-head">
        <h1 id="order-title" className="screen-title">
          {t.title(o.increment_id)}
        </h1>
        <p className="order-badges">
          <span className={`badge badge-${o.status}`}>{labels.status[o.status] ?? o.status}</span>
          <span className="badge">{labels.payment[o.payment_status] ?? o.payment_status}</span>
        </p>
        <p className="muted">
          {t.placedAt(dateTime(o.created_at))} · {t.storeView} {o.store_code}
        </p>
      </header>

      <OrderActions order={o} />

      <div className="order-grid">
        <div className="order-main">
          <Lines order={o} />
          <Totals order={o} />
          <Shipments order={o} />
          <Returns order={o} />
          <History order={o} />
        </div>
        <aside className="order-side">
          <section className="card" aria-labelledby="customer-title">
            <h2 id="customer-title" className="card-title">
              {t.customer}
            </h2>
            <p>
              {o.customer.firstname} {o.customer.lastname}
              <br />
              <a href={`mailto:${o.customer.email}`}>{o.customer.email}</a>
            </p>
            <h3 className="card-subtitle">{t.shippingAddress}</h3>
            <Address address={o.addresses.shipping} />
            <h3 className="card-subtitle">{t.billing}</h3>
            <Address address={o.addresses.billing} />
            <h3 className="card-subtitle">{t.shippingMethod}</h3>
            <p>{o.shipping_method.description ?? o.shipping_method.carrier_code ?? t.none}</p>
            <h3 className="card-subtitle">{t.paymentMethod}</h3>
            <p>{o.payment_method ?? t.none}</p>
          </section>
          <MoneyCard order={o} />
          <Documents order={o} />
          <Mails order={o} />
        </aside>
      </div>
    </section>
  );
}

function Address({ address }: { address: OrderAddress | null }) {
  const t = useTexts(orderDetailTexts);
  if (!address) return <p>{t.none}</p>;
  const street = Array.isArray(address.street) ? address.street.join(" ") : "";
  return (
    <p>
      {[address.firstname, address.lastname].filter(Boolean).join(" ")}
      {address.company ? (
        <>
          <br />
          {address.company}
        </>
      ) : null}
      <br />
      {street}
      <br />
      {address.postcode} {address.city} {address.countryId ?? ""}
      {address.telephone ? (
        <>
          <br />
          {address.telephone}
        </>
      ) : null}
    </p>
  );
}

function Lines({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  return (
    <div>
      <h2 id="lines-title" className="section-title">
        {t.lines}
      </h2>
      {/* A phone scrolls the lines sideways: the frame takes the focus, so keys scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="table-frame" tabIndex={0} aria-labelledby="lines-title">
        <table className="data-table lines-table">
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col" className="num">
                {t.ordered}
              </th>
              <th scope="col" className="num">
                {t.shipped}
              </th>
              <th scope="col" className="num">
                {t.price}
              </th>
              <th scope="col" className="num">
                {t.rowTotal}
              </th>
              <th scope="col" className="num">
                {t.stockNow}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.name}
                  <span className="muted block">
                    {line.sku}
                    {line.options.map((o) => ` · ${o.label}: ${o.value}`).join("")}
                  </span>
                </td>
                <td className="num" data-label={t.ordered}>
                  {line.qty_ordered}
                </td>
                <td className="num" data-label={t.shipped}>
                  {line.qty_shipped}
                </td>
                <td className="num" data-label={t.price}>
                  {money(line.price_incl_tax)}
                  <span className="muted block">
                    {t.vatRate} {line.tax_percent}%
                  </span>
                </td>
                <td className="num" data-label={t.rowTotal}>
                  {money(line.row_total_incl_tax)}
                </td>
                <td className="num" data-label={t.stockNow}>
                  {line.stock_now ? line.stock_now.qty : "–"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function Totals({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  const totals = order.totals;
  return (
    <section aria-labelledby="totals-title">
      <h2 id="totals-title" className="section-title">
        {t.totals}
      </h2>
      <dl className="sums">
        <dt>{t.subtotal}</dt>
        <dd>{money(totals.subtotal_incl_tax)}</dd>
        {totals.discount ? (
          <>
            <dt>{t.discount(totals.coupon_code)}</dt>
            <dd>{money(totals.discount)}</dd>
          </>
        ) : null}
        <dt>{t.shippingCost}</dt>
        <dd>{money(totals.shipping_incl_tax)}</dd>
        {totals.vat.map((line) => (
          <Vat key={line.rate} rate={line.rate} vat={line.vat} />
        ))}
        <dt className="sum-total">{t.grandTotal}</dt>
        <dd className="sum-total">{money(totals.grand_total)}</dd>
      </dl>
    </section>
  );
}

function Vat({ rate, vat }: { rate: number; vat: number }) {
  const t = useTexts(orderDetailTexts);
  return (
    <>
      <dt className="muted">{t.vatAt(rate)}</dt>
      <dd className="muted">{money(vat)}</dd>
    </>
  );
}

function MoneyCard({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  return (
    <section className="card" aria-labelledby="money-title">
      <h2 id="money-title" className="card-title">
        {t.money}
      </h2>
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
                {p.provider} {p.method ?? ""} · {t.states[p.status] ?? p.status} ·{" "}
                {money(Number(p.amount.value))} · {dateTime(p.created_at)}
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
    </section>
  );
}

function Documents({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  const none = order.invoices.length === 0 && order.credit_notes.length === 0;
  return (
    <section className="card" aria-labelledby="documents-title">
      <h2 id="documents-title" className="card-title">
        {t.documents}
      </h2>
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
    </section>
  );
}

function Shipments({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  return (
    <section aria-labelledby="shipments-title">
      <h2 id="shipments-title" className="section-title">
        {t.shipments}
      </h2>
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
    </section>
  );
}

function Returns({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  if (order.returns.length === 0) return null;
  return (
    <section aria-labelledby="returns-title">
      <h2 id="returns-title" className="section-title">
        {t.returns}
      </h2>
      <ul className="plain">
        {order.returns.map((r) => (
          <li key={r.number}>
            {r.number} · {t.states[r.status] ?? r.status} · {dateTime(r.created_at)} ·{" "}
            {r.lines.map((line) => `${line.sku} × ${line.qty}`).join(", ")}
            {r.refunded_amount !== null ? ` · ${money(r.refunded_amount)}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Mails({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  if (order.mails.length === 0) return null;
  return (
    <section className="card" aria-labelledby="mails-title">
      <h2 id="mails-title" className="card-title">
        {t.mails}
      </h2>
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
    </section>
  );
}

function History({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  const labels = useTexts(orderStatusTexts);
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="section-title">
        {t.history}
      </h2>
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
    </section>
  );
}
