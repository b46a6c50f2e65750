import type { CartLine } from "./cart-line";

/** docs/specification/constants.md: the minicart counts quantities (configurable as the number of lines). */
export type CountMode = "quantities" | "lines";
export const CART_COUNT_MODE: CountMode = "quantities";

export function itemCount(
  lines: readonly Pick<CartLine, "qty">[],
  mode: CountMode = CART_COUNT_MODE,
): number {
  return mode === "lines" ? lines.length : lines.reduce((sum, line) => sum + line.qty, 0);
}
