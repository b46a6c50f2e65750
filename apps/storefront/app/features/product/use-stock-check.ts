import { useEffect, useState } from "react";

export interface StockState {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

/**
 * The stock of a sku as the server has it now (`GET /api/stock/check`), asked once the page runs
 * in the browser; until then — and if the check fails — the catalogue's stock is shown.
 */
export function useStockCheck(sku: string | null, fromCatalogue: StockState): StockState {
  const [checked, setChecked] = useState<{ sku: string; stock: StockState } | null>(null);
  useEffect(() => {
    if (!sku) return;
    const controller = new AbortController();
    fetch(`/api/stock/check?sku=${encodeURIComponent(sku)}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: { result?: StockState } | null) => {
        if (answer?.result) setChecked({ sku, stock: answer.result });
      })
      .catch(() => {
        // The catalogue's stock stays shown; the cart checks again when adding.
      });
    return () => controller.abort();
  }, [sku]);
  return checked && checked.sku === sku ? checked.stock : fromCatalogue;
}
