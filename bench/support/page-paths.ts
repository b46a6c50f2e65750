// The storefront pages the benchmarks ask for, as shoppers open them.

/** Category pages as shoppers open them: plain, filtered, sorted, in both store views. */
export const CATEGORY_PATHS = [
  "/c/jurken",
  "/c/schoenen",
  "/c/jassen?sort=price-asc",
  "/c/tassen?color=101",
  "/en/c/dresses",
  "/en/c/coats?price=50-100",
];

/** Product pages as shoppers open them, in both store views. */
export const PRODUCT_PATHS = [
  "/p/JRK-1001/midi-jurk-met-stippen",
  "/p/VST-1006/oversized-vest",
  "/en/p/JRK-1001/polka-dot-midi-dress",
  "/en/p/VST-1006/oversized-cardigan",
];
