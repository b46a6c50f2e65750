import type { ConfigurableChildDocument } from "@etalage/contracts";

/** docs/specification/catalogue.md: a child with status 2 or higher is unavailable; it is never chosen. */
export const isEnabled = (child: ConfigurableChildDocument) => child.status < 2;
export const isAvailable = (child: ConfigurableChildDocument) =>
  isEnabled(child) && child.stock.is_in_stock;

/** Among equal matches the cheaper child is chosen (docs/specification/catalogue.md). */
function cheapest(children: ConfigurableChildDocument[]): ConfigurableChildDocument | null {
  let best: ConfigurableChildDocument | null = null;
  for (const c of children)
    if (!best || c.final_price_incl_tax < best.final_price_incl_tax) best = c;
  return best;
}

/** The default child: the cheapest available one. */
export function defaultVariant(
  children: ConfigurableChildDocument[],
): ConfigurableChildDocument | null {
  return cheapest(children.filter(isAvailable));
}

/**
 * The variant a request asks for by sku. An unknown or disabled sku, or one out of stock when
 * falling back is allowed, gives the default child instead; null when there is none.
 */
export function selectVariant(
  children: ConfigurableChildDocument[],
  sku: string | null,
  fallbackWhenUnavailable: boolean,
): ConfigurableChildDocument | null {
  const asked = sku ? children.find((c) => c.sku === sku && isEnabled(c)) : undefined;
  if (asked && (isAvailable(asked) || !fallbackWhenUnavailable)) return asked;
  return defaultVariant(children);
}
