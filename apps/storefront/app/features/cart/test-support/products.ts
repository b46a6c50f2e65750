import type { ProductDocument } from "@etalage/contracts";
import products from "./products.json";

/** Two documents of the demo catalogue's Dutch index: a configurable dress and a simple cardigan. */
export const dress = products.dress as unknown as ProductDocument;
export const cardigan = products.cardigan as unknown as ProductDocument;
export const [greenS, greenM] = dress.configurable_children as [
  ProductDocument["configurable_children"][number],
  ProductDocument["configurable_children"][number],
];
