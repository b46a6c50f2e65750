import { stockLine } from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { Field } from "../../shared/field";
import { useTexts } from "../../shared/language";
import { useRuleText } from "../../shared/rule-text";
import { piecesOf } from "./stock-lines";
import { stockTexts } from "./stock-texts";

interface Entry {
  sku: string;
  qty: string;
}

/**
 * One line at a time: a scanner types the sku and Enter, which adds it with the pieces in the
 * second field (1 unless changed); the sku field is ready for the next scan right away.
 */
export function StockEntryForm({ onAdd }: { onAdd(sku: string, qty: number): void }) {
  const t = useTexts(stockTexts);
  const rule = useRuleText();
  // A line of the API's delivery: its sku and its pieces (typed as text) by the shared rules.
  const form = useForm<Entry>({
    resolver: zodResolver(
      z.object({
        sku: stockLine.shape.sku,
        qty: z.string().check(z.refine((text) => piecesOf(text) !== null, "deliveredPieces")),
      }),
    ),
    defaultValues: { sku: "", qty: "1" },
  });
  const errors = {
    sku: { message: rule(form.formState.errors.sku?.message) },
    qty: { message: rule(form.formState.errors.qty?.message) },
  };
  const described = (id: string, error?: string, hint?: boolean) => ({
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined,
  });

  return (
    <form
      className="card block stock-entry"
      aria-labelledby="stock-entry-title"
      noValidate
      onSubmit={form.handleSubmit((entry) => {
        onAdd(entry.sku.trim(), piecesOf(entry.qty) ?? 1);
        form.reset({ sku: "", qty: "1" });
        form.setFocus("sku");
      })}
    >
      <h2 className="section-title" id="stock-entry-title">
        {t.entryTitle}
      </h2>
      <div className="stock-entry-fields">
        <Field id="stock-sku" label={t.sku} hint={t.skuHint} error={errors.sku?.message}>
          <input
            id="stock-sku"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...described("stock-sku", errors.sku?.message, true)}
            {...form.register("sku")}
          />
        </Field>
        <Field id="stock-qty" label={t.qty} error={errors.qty?.message}>
          <input
            id="stock-qty"
            inputMode="numeric"
            autoComplete="off"
            {...described("stock-qty", errors.qty?.message)}
            {...form.register("qty")}
          />
        </Field>
        <button type="submit" className="button button-quiet stock-add">
          {t.add}
        </button>
      </div>
    </form>
  );
}
