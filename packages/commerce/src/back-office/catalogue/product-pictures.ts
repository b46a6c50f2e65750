import { randomBytes } from "node:crypto";
import { type Localized, type StaffPicture, urlKeyOf } from "@etalage/contracts";
import {
  deleteMediaFile,
  deleteProductImage,
  insertMediaFile,
  insertProductImage,
  type Kysely,
  picturesUsing,
  readProductImages,
  type Schema,
  transaction,
  updateProductImage,
} from "@etalage/db";
import { type Actor, recordAudit } from "../audit";
import type { CatalogueDesk } from "./catalogue-desk";
import { refuseField } from "./field-refusal";
import { noSuchProduct } from "./product-for-staff";
import { pictureUrl } from "./product-view";

/** A picture the member sent, checked by its content: its format's file extension and bytes. */
export interface NewPicture {
  extension: "jpg" | "png" | "webp" | "avif";
  bytes: Uint8Array;
  alt?: Partial<Localized>;
}

export interface PictureChanges {
  alt?: Localized;
}

async function productIdOf(trx: Kysely<Schema>, sku: string): Promise<number> {
  const row = await trx
    .selectFrom("products")
    .select("id")
    .where("sku", "=", sku)
    .executeTakeFirst();
  if (!row) throw noSuchProduct(sku);
  return row.id;
}

const views = async (trx: Kysely<Schema>, productId: number): Promise<StaffPicture[]> =>
  (await readProductImages(trx, productId)).map((image) => ({
    id: image.id,
    path: image.path,
    url: pictureUrl(image.path),
    alt: { nl: image.label_nl, en: image.label_en },
    position: image.position,
  }));

/**
 * Runs a change of a product's pictures in one transaction with its audit row and its row in the
 * change feed; answers the product's pictures afterwards, in their order.
 */
async function changePictures(
  desk: CatalogueDesk,
  actor: Actor,
  sku: string,
  action: string,
  change: (trx: Kysely<Schema>, productId: number) => Promise<Record<string, unknown>>,
): Promise<StaffPicture[]> {
  const edit = { kind: "products" as const, productIds: [] as number[] };
  const pictures = await transaction(desk.db, async (trx) => {
    const productId = await productIdOf(trx, sku);
    const details = await change(trx, productId);
    await recordAudit(
      trx,
      actor,
      { action, subjectType: "product", subjectId: sku, details },
      desk.now(),
    );
    edit.productIds.push(productId);
    await desk.record(trx, edit);
    return views(trx, productId);
  });
  await desk.applied(edit);
  return pictures;
}

/** `POST /api/admin/products/{sku}/images`: a new picture, last in the product's order. */
export function addPicture(desk: CatalogueDesk, actor: Actor, sku: string, picture: NewPicture) {
  return changePictures(desk, actor, sku, "product.picture-add", async (trx, productId) => {
    const path = `catalog/uploads/${urlKeyOf(sku) || "product"}/${randomBytes(8).toString("hex")}.${picture.extension}`;
    await insertMediaFile(trx, path, picture.bytes, desk.now());
    const images = await readProductImages(trx, productId);
    const position = images.reduce((top, image) => Math.max(top, image.position), 0) + 1;
    const id = await insertProductImage(trx, productId, {
      path,
      label_nl: picture.alt?.nl ?? "",
      label_en: picture.alt?.en ?? "",
      position,
    });
    return { picture: id, path };
  });
}

async function pictureOf(trx: Kysely<Schema>, productId: number, id: number, field: string) {
  const image = (await readProductImages(trx, productId)).find((row) => row.id === id);
  if (!image)
    throw refuseField(
      field,
      `is geen foto van dit product: ${id}`,
      `is not a picture of this product: ${id}`,
    );
  return image;
}

/** `PATCH /api/admin/products/{sku}/images/{id}`: a picture's alt text per language. */
export function changePicture(
  desk: CatalogueDesk,
  actor: Actor,
  sku: string,
  id: number,
  changes: PictureChanges,
) {
  return changePictures(desk, actor, sku, "product.picture-change", async (trx, productId) => {
    const image = await pictureOf(trx, productId, id, "id");
    if (changes.alt)
      await updateProductImage(trx, id, { label_nl: changes.alt.nl, label_en: changes.alt.en });
    return {
      picture: id,
      alt: { from: { nl: image.label_nl, en: image.label_en }, to: changes.alt },
    };
  });
}

/** `PUT /api/admin/products/{sku}/images/order`: every picture of the product, in a new order. */
export function orderPictures(desk: CatalogueDesk, actor: Actor, sku: string, ids: number[]) {
  return changePictures(desk, actor, sku, "product.picture-order", async (trx, productId) => {
    const images = await readProductImages(trx, productId);
    const known = new Set(images.map((image) => image.id));
    for (const [index, id] of ids.entries()) {
      if (!known.has(id)) await pictureOf(trx, productId, id, `ids.${index}`);
    }
    if (new Set(ids).size !== ids.length || ids.length !== images.length)
      throw refuseField(
        "ids",
        `moet elke foto van het product precies één keer noemen (${images.length})`,
        `must name every picture of the product exactly once (${images.length})`,
      );
    for (const [index, id] of ids.entries())
      await updateProductImage(trx, id, { position: index + 1 });
    return { order: ids };
  });
}

/** `DELETE /api/admin/products/{sku}/images/{id}`: the picture leaves the product (and the shop). */
export function removePicture(desk: CatalogueDesk, actor: Actor, sku: string, id: number) {
  return changePictures(desk, actor, sku, "product.picture-remove", async (trx, productId) => {
    const image = await pictureOf(trx, productId, id, "id");
    await deleteProductImage(trx, id);
    // An uploaded original no other product shows goes too; the seed's stay.
    if (image.path.startsWith("catalog/uploads/") && (await picturesUsing(trx, image.path)) === 0)
      await deleteMediaFile(trx, image.path);
    return { picture: id, path: image.path };
  });
}
