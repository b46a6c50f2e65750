import type { CartProductOption, ProductDocument, ProductType } from "@etalage/contracts";
import type { OptionLabel } from "./line-request";

/** A cart or order line worked out from the catalogue: what it is, costs and takes from stock. */
export interface ResolvedLine {
  /** The product the shopper picked (the parent of a configurable line). */
  product: ProductDocument;
  productId: number;
  /** The line's sku: the child's for a configurable line. */
  sku: string;
  productType: ProductType;
  name: string;
  qty: number;
  /** Unit price incl. VAT, options included. */
  unitPriceInclTax: number;
  taxClassId: number;
  /** Virtual and downloadable lines need no shipping. */
  isVirtual: boolean;
  /** False when the product, its chosen child or a chosen bundle part is disabled. */
  isEnabled: boolean;
  productOption: CartProductOption | null;
  optionsChecksum: string;
  optionLabels: OptionLabel[];
  /** Stock taken by ONE unit of the line, by sku. */
  stockPerUnit: { sku: string; qty: number }[];
}
