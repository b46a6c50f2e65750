import { useLanguage, useTexts } from "../../shared/language";
import { NumCell } from "../../shared/num-cell";
import { TableHead } from "../../shared/table-head";
import type { LineProduct } from "./stock-api";
import { piecesOf, type StockLine } from "./stock-lines";
import { stockTexts } from "./stock-texts";

/** A line's product as looked up: still on its way, found, or what is wrong with it. */
export interface LineState {
  product: LineProduct | undefined;
  pending: boolean;
  error: unknown;
}

/** Why a line cannot be booked, or null when it can. */
export function lineProblem(state: LineState | undefined, t: (typeof stockTexts)["nl"]) {
  if (!state || state.pending || state.error) return null;
  if (state.product === null) return t.unknown;
  if (state.product?.type === "configurable") return t.configurable;
  return null;
}

/** The delivery so far: each sku with its product, its pieces now and after, editable pieces. */
export function StockLineTable(props: {
  lines: StockLine[];
  states: LineState[];
  onQty(key: number, qty: number): void;
  onRemove(key: number): void;
}) {
  const t = useTexts(stockTexts);
  const { language } = useLanguage();
  return (
    <div className="table-frame">
      <table className="data-table stock-lines">
        <caption className="visually-hidden">{t.linesCaption}</caption>
        <TableHead
          columns={[
            t.sku,
            t.product,
            { text: t.inStock, num: true },
            { text: t.delivered, num: true },
            { text: t.after, num: true },
            { text: t.remove, hidden: true },
          ]}
        />
        <tbody>
          {props.lines.map((line, index) => {
            const state = props.states[index];
            const product = state?.product;
            const problem = lineProblem(state, t);
            const problemId = `stock-line-${line.key}-problem`;
            return (
              <tr key={line.key} className={problem ? "stock-line-wrong" : undefined}>
                <th scope="row" className="stock-sku">
                  {line.sku}
                </th>
                <td className="stock-product">
                  {problem ? (
                    <span className="field-error" id={problemId}>
                      {problem}
                    </span>
                  ) : product ? (
                    product.name[language]
                  ) : state?.pending ? (
                    <span className="muted">{t.looking}</span>
                  ) : null}
                </td>
                <NumCell label={t.inStock}>{product && !problem ? product.qty : "–"}</NumCell>
                <NumCell label={t.delivered}>
                  <input
                    className="qty-input"
                    inputMode="numeric"
                    aria-label={t.qtyOf(line.sku)}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? problemId : undefined}
                    defaultValue={String(line.qty)}
                    key={line.qty}
                    onBlur={(event) => {
                      const qty = piecesOf(event.target.value);
                      if (qty === null) event.target.value = String(line.qty);
                      else if (qty !== line.qty) props.onQty(line.key, qty);
                    }}
                  />
                </NumCell>
                <NumCell label={t.after}>
                  {product && !problem ? product.qty + line.qty : "–"}
                </NumCell>
                <td className="stock-remove">
                  <button
                    type="button"
                    className="button button-quiet button-small"
                    aria-label={t.removeOf(line.sku)}
                    onClick={() => props.onRemove(line.key)}
                  >
                    {t.remove}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
