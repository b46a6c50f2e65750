import { money } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { NumCell } from "../../shared/num-cell";
import { Section } from "../../shared/section";
import { TableHead } from "../../shared/table-head";
import { orderDetailTexts } from "./order-detail-texts";
import type { OrderView } from "./order-view";

/** What was bought: each line with its price, shipped pieces and the stock now. */
export function OrderLines({ order }: { order: OrderView }) {
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
          <TableHead
            columns={[
              t.product,
              ...[t.ordered, t.shipped, t.price, t.rowTotal, t.stockNow].map((text) => ({
                text,
                num: true,
              })),
            ]}
          />
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
                <NumCell label={t.ordered}>{line.qty_ordered}</NumCell>
                <NumCell label={t.shipped}>{line.qty_shipped}</NumCell>
                <NumCell label={t.price}>
                  {money(line.price_incl_tax)}
                  <span className="muted block">
                    {t.vatRate} {line.tax_percent}%
                  </span>
                </NumCell>
                <NumCell label={t.rowTotal}>{money(line.row_total_incl_tax)}</NumCell>
                <NumCell label={t.stockNow}>{line.stock_now ? line.stock_now.qty : "–"}</NumCell>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** What the order cost: subtotal, discount, shipping, VAT per rate and the grand total. */
export function OrderTotals({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  const totals = order.totals;
  return (
    <Section id="totals" title={t.totals}>
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
    </Section>
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
