import type { ProductDocument } from "@etalage/contracts";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type AdminSession,
  expectCsrfNeeded,
  expectLoginNeeded,
  expectOwnerOnly,
} from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import type { Json } from "./test-shop";

const ctx = backOfficeShopForTests();
const SKU = "TAS-1001";

beforeAll(async () => {
  const bag = await ctx.shop.shop.database.db
    .selectFrom("products")
    .select("sku")
    .where("sku", "=", SKU)
    .executeTakeFirst();
  if (!bag) throw new Error(`The demo catalogue has no ${SKU}`);
});

const picture = (format: "jpeg" | "png" | "webp" | "avif", width = 40, height = 50) =>
  sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .toFormat(format)
    .toBuffer();

/** A multipart upload as a browser's form sends it. */
async function upload(
  bytes: Uint8Array,
  fileName: string,
  options: { session?: AdminSession; fields?: Record<string, string>; lang?: string } = {},
) {
  const session = options.session ?? ctx.owner;
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  form.append("file", new Blob([bytes]), fileName);
  const res = await fetch(`${ctx.shop.baseUrl}/api/admin/products/${SKU}/images`, {
    method: "POST",
    headers: {
      cookie: session.cookie,
      "x-csrf-token": session.csrfToken,
      "accept-language": options.lang ?? "nl",
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const indexed = (store: "nl" | "en" = "nl") => {
  const found = ctx.shop.shop.catalogue.engine.search(
    `catalog_${store}`,
    "product",
    { query: { term: { sku: SKU } } },
    { size: 1 },
  );
  return found.hits.hits[0]?._source as ProductDocument;
};

describe("the pictures of a product", () => {
  it("refuses calls without a session (401), without the CSRF token (403), and staff (403)", async () => {
    const routes = [
      { method: "PATCH" as const, path: `/api/admin/products/${SKU}/images/1`, body: {} },
      { method: "PUT" as const, path: `/api/admin/products/${SKU}/images/order`, body: {} },
      { method: "DELETE" as const, path: `/api/admin/products/${SKU}/images/1` },
      { method: "POST" as const, path: `/api/admin/products/${SKU}/images` },
    ];
    await expectLoginNeeded(ctx.shop, routes);
    await expectCsrfNeeded(ctx.shop, ctx.owner, routes);
    await expectOwnerOnly(ctx.shop, ctx.staff, routes);
    const upload403 = await upload(await picture("jpeg"), "bag.jpg", { session: ctx.staff });
    expect(upload403.status).toBe(403);
    expect(upload403.body).toEqual({
      code: 403,
      result: "Alleen de eigenaar van de winkel mag dit doen",
    });
  });

  it("takes a JPEG, PNG, WebP and AVIF picture by their content, last in order, served in the shop's sizes", async () => {
    const before = indexed().media_gallery.length;
    const jpeg = await upload(await picture("jpeg"), "tas.jpg", {
      fields: { alt_nl: "Rode tas, voorkant", alt_en: "Red bag, front" },
    });
    expect(jpeg.status, JSON.stringify(jpeg.body)).toBe(200);
    const added = jpeg.body.result.at(-1);
    expect(added).toMatchObject({
      alt: { nl: "Rode tas, voorkant", en: "Red bag, front" },
      position: before + 1,
    });
    expect(added.path).toMatch(/^catalog\/uploads\/tas-1001\/[0-9a-f]{16}\.jpg$/);
    const served = await fetch(ctx.shop.baseUrl + added.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const gallery = indexed().media_gallery.map((entry) => entry.image);
    expect(gallery).toContain(added.path);
    // The name does not decide: a PNG called .jpg is stored as the PNG it is.
    for (const [format, name] of [
      ["png", "tas.jpg"],
      ["webp", "tas"],
      ["avif", "tas.avif"],
    ] as const) {
      const reply = await upload(await picture(format), name);
      expect(reply.status, format).toBe(200);
      const path: string = reply.body.result.at(-1).path;
      expect(path.endsWith(format === "png" ? ".png" : `.${format}`)).toBe(true);
      expect((await fetch(ctx.shop.baseUrl + reply.body.result.at(-1).url)).status, format).toBe(
        200,
      );
    }
    expect(indexed().media_gallery).toHaveLength(before + 4);
  });

  it("refuses a picture with a JPEG name and HTML content, one over 8000 px and one over 20 MB", async () => {
    const html = await upload(
      new TextEncoder().encode("<!doctype html><script>alert(1)</script>"),
      "photo.jpg",
    );
    expect(html).toEqual({
      status: 400,
      body: {
        code: 400,
        result: "file: is geen JPEG-, PNG-, WebP- of AVIF-afbeelding",
        meta: { field: "file" },
      },
    });
    const wide = await upload(await picture("png", 8001, 2), "wide.png", { lang: "en" });
    expect(wide.body.result).toBe("file: is 8001 × 2 pixels: at most 8000 a side");
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0xff);
    const huge = await upload(big, "huge.jpg", { lang: "en" });
    expect(huge.status).toBe(400);
    expect(huge.body.result).toBe("file: is larger than 20 MB");
    const none = await ctx.api.call("POST", `/api/admin/products/${SKU}/images`, {
      session: ctx.owner,
      body: { file: "x" },
    });
    expect(none.status).toBe(400);
    expect(none.body.meta).toEqual({ field: "file" });
    expect(none.body.result).toBe("file: was not sent as multipart/form-data");
  });

  it("changes a picture's alt texts, orders the pictures and deletes one", async () => {
    const product = await ctx.api.call("GET", `/api/admin/products/${SKU}`, { session: ctx.owner });
    const ids: number[] = product.body.result.images.map((image: { id: number }) => image.id);
    const last = ids.at(-1)!;
    const alt = await ctx.api.call("PATCH", `/api/admin/products/${SKU}/images/${last}`, {
      session: ctx.owner,
      body: { alt: { nl: "Tas van opzij", en: "Bag from the side" } },
    });
    expect(alt.status).toBe(200);
    expect(alt.body.result.at(-1).alt).toEqual({ nl: "Tas van opzij", en: "Bag from the side" });
    const reversed = [...ids].reverse();
    const order = await ctx.api.call("PUT", `/api/admin/products/${SKU}/images/order`, {
      session: ctx.owner,
      body: { ids: reversed },
    });
    expect(order.status).toBe(200);
    expect(order.body.result.map((image: { id: number }) => image.id)).toEqual(reversed);
    expect(indexed().image).toBe(order.body.result[0].path);
    const incomplete = await ctx.api.call("PUT", `/api/admin/products/${SKU}/images/order`, {
      session: ctx.owner,
      body: { ids: reversed.slice(1) },
    });
    expect(incomplete.body.meta).toEqual({ field: "ids" });
    const removed = await ctx.api.call("DELETE", `/api/admin/products/${SKU}/images/${last}`, {
      session: ctx.owner,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.result.map((image: { id: number }) => image.id)).toEqual(reversed.slice(1));
    expect(indexed().image).not.toBe(order.body.result[0].path);
    const again = await ctx.api.call("DELETE", `/api/admin/products/${SKU}/images/${last}`, {
      session: ctx.owner,
    });
    expect(again.body.meta).toEqual({ field: "id" });
  });
});
