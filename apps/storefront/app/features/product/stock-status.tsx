import { useTranslation } from "../../i18n/i18n";
import { stockMessage } from "../../lib/variant-rules";
import "../../i18n/catalog-product-texts";

/** 'In stock!' or 'Out of stock!' / 'Selected variant is out of stock' under the price. */
export function StockStatus({ inStock, isVariant }: { inStock: boolean; isVariant: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="stock-status" data-in-stock={inStock} aria-live="polite">
      <span className="stock-status__dot" aria-hidden="true" />
      {t(stockMessage(inStock, isVariant))}
    </p>
  );
}
