import type { CartLine } from "./cart-line";
import { findLine, sameLine } from "./cart-matching";

/**
 * Cart edit mode: the lines with `next` in the place of `line` (another variant or quantity of
 * the same product). When `next` matches another line, that line takes its quantity, as adding
 * would, so the cart never holds the same variant twice.
 */
export function replaceLine(items: CartLine[], line: CartLine, next: CartLine): CartLine[] {
  if (sameLine(line, next))
    return items.map((l) => (sameLine(l, line) ? { ...l, qty: next.qty } : l));
  const others = items.filter((l) => !sameLine(l, line));
  const existing = findLine(others, next);
  if (existing) return others.map((l) => (l === existing ? { ...l, qty: l.qty + next.qty } : l));
  const at = items.findIndex((l) => sameLine(l, line));
  return at < 0 ? [...items, next] : items.map((l, i) => (i === at ? next : l));
}
