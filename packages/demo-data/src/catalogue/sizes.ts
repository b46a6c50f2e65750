export type SizeCode =
  | "XS"
  | "S"
  | "M"
  | "L"
  | "XL"
  | "36"
  | "37"
  | "38"
  | "39"
  | "40"
  | "41"
  | "42";

export interface ShopSize {
  code: SizeCode;
  /** Option value of the size attribute. */
  value: number;
}

export const CLOTHING_SIZES: readonly SizeCode[] = ["XS", "S", "M", "L", "XL"];
export const SHOE_SIZES: readonly SizeCode[] = ["36", "37", "38", "39", "40", "41", "42"];

/** Clothing sizes first, then shoe sizes, numbered on from 201. */
export const SIZES: readonly ShopSize[] = [...CLOTHING_SIZES, ...SHOE_SIZES].map((code, i) => ({
  code,
  value: 201 + i,
}));

const byCode = new Map(SIZES.map((s) => [s.code, s]));

export function sizeOf(code: SizeCode): ShopSize {
  return byCode.get(code)!;
}
