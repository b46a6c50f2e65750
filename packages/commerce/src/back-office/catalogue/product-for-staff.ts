import type { StaffProduct } from "@etalage/contracts";
import { type Kysely, readStaffProduct, type Schema } from "@etalage/db";
import { BackOfficeError } from "../back-office-error";
import { staffProductView } from "./product-view";

export const noSuchProduct = (sku: string) =>
  new BackOfficeError("not-found", {
    nl: `Er is geen product met sku ${sku}`,
    en: `No product with sku ${sku}`,
  });

/** `GET /api/admin/products/{sku}`: one product (or variant) with all the editor shows. */
export async function productForStaff(db: Kysely<Schema>, sku: string): Promise<StaffProduct> {
  const rows = await readStaffProduct(db, sku);
  if (!rows) throw noSuchProduct(sku);
  const parentId = rows.product.parent_id;
  const parent =
    parentId === null
      ? undefined
      : await db.selectFrom("products").select("sku").where("id", "=", parentId).executeTakeFirst();
  return staffProductView(rows, parent?.sku ?? null);
}
