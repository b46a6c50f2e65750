import { z } from "zod";

/** A comma-separated list of skus in a query, as the skus it names: trimmed, each once, in order. */
export const skuListText = z.string({ error: "is required" }).transform((s) => [
  ...new Set(
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
  ),
]);
