import type { ProductListRow } from "@etalage/contracts";
import { useState } from "react";
import { ApiMessage } from "../../shared/api-message";
import { ConfirmDialog } from "../../shared/confirm-dialog";
import { Field } from "../../shared/field";
import { money } from "../../shared/format";
import { InputField } from "../../shared/input-field";
import { useLanguage, useTexts } from "../../shared/language";
import { productTexts } from "./product-texts";
import { type BulkAction, useBulkChange, useCategories } from "./products-api";

/** The price a percentage makes of it, as the API works it out (hundredths of a cent). */
const changedPrice = (price: number, percent: number) =>
  Math.max(0, Math.round(price * (100 + percent) * 100) / 10_000);

type Kind = BulkAction["action"];

/**
 * What the owner does with the chosen products at once: switch them on or off, move them to one
 * category, or change their price by a percentage; asked first, in numbers.
 */
export function BulkActions(props: { chosen: ProductListRow[]; onDone(text: string): void }) {
  const { chosen, onDone } = props;
  const t = useTexts(productTexts);
  const { language } = useLanguage();
  const categories = useCategories();
  const bulk = useBulkChange();
  const [kind, setKind] = useState<Kind>("disable");
  const [category, setCategory] = useState("");
  const [percent, setPercent] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [asking, setAsking] = useState<BulkAction | null>(null);

  const ask = () => {
    if (kind === "category") {
      if (!category) return setProblem(t.categoryNeeded);
      setAsking({ action: "category", category: Number(category) });
    } else if (kind === "price") {
      const value = Number(percent.replace(",", ".").replace("−", "-"));
      if (!percent.trim() || !Number.isFinite(value) || value === 0 || value < -90 || value > 100)
        return setProblem(t.percentBad);
      setAsking({ action: "price", percent: Math.round(value * 100) / 100 });
    } else setAsking({ action: kind });
    setProblem(undefined);
  };

  const confirm = async () => {
    if (!asking) return;
    const skus = chosen.map((row) => row.sku);
    await bulk.mutateAsync({ ...asking, skus }).then(
      (result) => onDone(t.done(result.changed.length, result.unchanged.length)),
      () => undefined,
    );
    setAsking(null);
  };

  const categoryName = (id: number) =>
    categories.data?.find((c) => c.id === id)?.path[language] ?? `#${id}`;

  return (
    <fieldset className="bulk-bar">
      <legend className="bulk-count">{t.chosen(chosen.length)}</legend>
      <div className="field">
        <label htmlFor="bulk-action">{t.bulkAction}</label>
        <select id="bulk-action" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          {(["enable", "disable", "category", "price"] as const).map((value) => (
            <option key={value} value={value}>
              {t.bulkActions[value]}
            </option>
          ))}
        </select>
      </div>
      {kind === "category" ? (
        <Field id="bulk-category" label={t.category} error={problem}>
          <select id="bulk-category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="" />
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.path[language]}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {kind === "price" ? (
        <InputField
          id="bulk-percent"
          label={t.percent}
          hint={t.percentHint}
          error={problem}
          inputMode="decimal"
          className="qty-input"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
        />
      ) : null}
      <button type="button" className="button" disabled={chosen.length === 0} onClick={ask}>
        {t.apply}
      </button>
      <ApiMessage error={bulk.error} />
      <ConfirmDialog
        open={asking !== null}
        title={t.confirmTitle(chosen.length)}
        busy={bulk.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking?.action === "enable" || asking?.action === "disable" ? (
          <p>{t.confirmStatus(chosen.length, asking.action === "enable")}</p>
        ) : null}
        {asking?.action === "category" ? (
          <p>{t.confirmCategory(chosen.length, categoryName(asking.category))}</p>
        ) : null}
        {asking?.action === "price" ? (
          <>
            <p>{t.confirmPrice(String(asking.percent))}</p>
            <ul className="plain">
              {chosen.slice(0, 5).map((row) => (
                <li key={row.sku}>
                  {t.priceExample(
                    row.sku,
                    money(row.price),
                    money(changedPrice(row.price, asking.percent)),
                  )}
                </li>
              ))}
              {chosen.length > 5 ? <li>…</li> : null}
            </ul>
          </>
        ) : null}
      </ConfirmDialog>
    </fieldset>
  );
}
