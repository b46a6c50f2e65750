import type { CartLine } from "./cart-line";
import { findLine } from "./cart-matching";

/**
 * What one cart change made offline asks of the server cart: a line set to its new quantity
 * (added or changed), or a line removed.
 */
export type LineChange = { kind: "set"; line: CartLine } | { kind: "remove"; line: CartLine };

/**
 * The line changes that take the cart from `before` to `after`, removals first (cart edit mode
 * swaps a variant by removing one line and setting another). A line that only lost its stock
 * notes is no change.
 */
export function offlineLineChanges(
  before: readonly CartLine[],
  after: readonly CartLine[],
): LineChange[] {
  const removed: LineChange[] = before
    .filter((line) => !findLine(after, line))
    .map((line) => ({ kind: "remove", line }));
  const set: LineChange[] = after
    .filter((line) => findLine(before, line)?.qty !== line.qty)
    .map((line) => ({ kind: "set", line }));
  return [...removed, ...set];
}
