import { useState } from "react";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { ConfirmDialog } from "../../shared/confirm-dialog";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { useBookDelivery, useLineProducts } from "./stock-api";
import { StockEntryForm } from "./stock-entry-form";
import { lineProblem, StockLineTable } from "./stock-line-table";
import { addToLines, deliveryTotals, type StockLine } from "./stock-lines";
import { stockTexts } from "./stock-texts";

/** Staff take in a delivery: sku by sku, then booked in one go (`POST /api/admin/stock`). */
export function StockPage() {
  const t = useTexts(stockTexts);
  usePageTitle(t.title);
  const [lines, setLines] = useState<StockLine[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const book = useBookDelivery();
  const looked = useLineProducts(lines.map((line) => line.sku));
  const states = looked.map((query) => ({
    product: query.data,
    pending: query.isPending,
    error: query.error,
  }));
  const lookupError = states.find((state) => state.error)?.error;
  const wrong = states.some((state) => lineProblem(state, t) !== null);
  const ready = lines.length > 0 && !wrong && states.every((state) => state.product);
  const totals = deliveryTotals(lines);

  return (
    <Screen id="stock" title={t.title} intro={t.intro}>
      <DoneMessage text={done} />
      <StockEntryForm
        onAdd={(sku, qty) => {
          setDone(null);
          book.reset();
          setLines((now) => addToLines(now, sku, qty, nextKey));
          setNextKey((key) => key + 1);
        }}
      />
      <h2 className="section-title">{t.linesCaption}</h2>
      {lines.length === 0 ? (
        <p className="empty-note">{t.noLines}</p>
      ) : (
        <StockLineTable
          lines={lines}
          states={states}
          onQty={(key, qty) =>
            setLines((now) => now.map((line) => (line.key === key ? { ...line, qty } : line)))
          }
          onRemove={(key) => setLines((now) => now.filter((line) => line.key !== key))}
        />
      )}
      <ApiMessage error={lookupError ?? book.error} />
      {lines.length > 0 ? (
        <div className="stock-book">
          <p className="stock-summary">{t.summary(totals.products, totals.pieces)}</p>
          {wrong ? <p className="field-error">{t.fixFirst}</p> : null}
          <button
            type="button"
            className="button"
            disabled={!ready || book.isPending}
            onClick={() => setAsking(true)}
          >
            {t.book}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t.confirmTitle}
        confirmLabel={t.book}
        busy={book.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          const items = lines.map((line) => ({ sku: line.sku, qty: line.qty }));
          book.mutate(items, {
            onSuccess: (booked) => {
              const now = booked.items.map((item) => `${item.sku} ${item.qty}`).join(", ");
              const alerted = booked.alerted > 0 ? ` ${t.alerted(booked.alerted)}` : "";
              setDone(t.booked(totals.products, totals.pieces, now) + alerted);
              setLines([]);
            },
            onSettled: () => setAsking(false),
          });
        }}
      >
        <p>{t.confirmBody(totals.products, totals.pieces)}</p>
        <ul className="plain">
          {lines.map((line, index) => {
            const from = states[index]?.product?.qty ?? 0;
            return <li key={line.key}>{t.lineChange(line.sku, from, from + line.qty)}</li>;
          })}
        </ul>
      </ConfirmDialog>
    </Screen>
  );
}
