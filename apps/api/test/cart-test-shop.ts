import type { ProductDocument } from "@etalage/contracts";
import { readStock } from "@etalage/db";
import { DUTCH_ADDRESS } from "../../../test/dutch-address";
import { readReply } from "./api-reply";
import type { TestShop } from "./test-shop";

export type { Reply } from "./api-reply";

/**
 * The cart calls over HTTP, as the storefront makes them: `token` and `cartId` in the query,
 * `token=` for a guest. `extra` adds query parameters such as `&storeCode=en`.
 */
export function cartApi(shop: TestShop, token = "") {
  const query = (cartId: string, extra = "") =>
    `?token=${encodeURIComponent(token)}&cartId=${encodeURIComponent(cartId)}${extra}`;
  return {
    create: (extra = "") =>
      shop
        .post(`/api/cart/create?token=${encodeURIComponent(token)}${extra}`, undefined)
        .then(readReply),
    pull: (cartId: string) => shop.get(`/api/cart/pull${query(cartId)}`).then(readReply),
    update: (cartId: string, cartItem: object) =>
      shop
        .post(`/api/cart/update${query(cartId)}`, { cartItem: { quoteId: cartId, ...cartItem } })
        .then(readReply),
    remove: (cartId: string, itemId: number) =>
      shop
        .post(`/api/cart/delete${query(cartId)}`, {
          cartItem: { item_id: itemId, quoteId: cartId },
        })
        .then(readReply),
    totals: (cartId: string) => shop.get(`/api/cart/totals${query(cartId)}`).then(readReply),
    paymentMethods: (cartId: string) =>
      shop.get(`/api/cart/payment-methods${query(cartId)}`).then(readReply),
    shippingMethods: (cartId: string, address: object) =>
      shop.post(`/api/cart/shipping-methods${query(cartId)}`, { address }).then(readReply),
    shippingInformation: (cartId: string, addressInformation: object) =>
      shop
        .post(`/api/cart/shipping-information${query(cartId)}`, { addressInformation })
        .then(readReply),
    collectTotals: (cartId: string, body?: object) =>
      shop.post(`/api/cart/collect-totals${query(cartId)}`, body).then(readReply),
    applyCoupon: (cartId: string, coupon: string) =>
      shop
        .post(
          `/api/cart/apply-coupon${query(cartId, `&coupon=${encodeURIComponent(coupon)}`)}`,
          undefined,
        )
        .then(readReply),
    deleteCoupon: (cartId: string) =>
      shop.post(`/api/cart/delete-coupon${query(cartId)}`, undefined).then(readReply),
    coupon: (cartId: string) => shop.get(`/api/cart/coupon${query(cartId)}`).then(readReply),
    /** A raw call, for malformed requests. */
    raw: (path: string, body?: unknown) =>
      (body === undefined ? shop.get(path) : shop.post(path, body)).then(readReply),
  };
}

export type CartApi = ReturnType<typeof cartApi>;

export const placeOrder = (shop: TestShop, body: object, query = "token=") =>
  shop.post(`/api/order?${query}`, body).then(readReply);

/** Product documents of the Dutch store view matching an Elasticsearch query. */
export function productsOf(
  shop: TestShop,
  query: Record<string, unknown>,
  size = 2000,
): ProductDocument[] {
  const found = shop.shop.catalogue.engine.search("catalog_nl", "product", { query }, { size });
  return found.hits.hits.map((hit) => hit._source as ProductDocument);
}

/**
 * Enabled, visible simple products without custom options, priced above zero: plain lines.
 * Their stock is set to plenty, so each test decides what is scarce.
 */
export async function plainProducts(shop: TestShop, count: number): Promise<ProductDocument[]> {
  const found = productsOf(shop, {
    bool: { filter: [{ term: { type_id: "simple" } }, { term: { status: 1 } }] },
  })
    .filter(
      (p) => p.visibility === 4 && p.custom_options.length === 0 && p.final_price_incl_tax > 0,
    )
    .slice(0, count);
  if (found.length < count)
    throw new Error(`The demo catalogue has fewer than ${count} plain simple products`);
  for (const product of found) await setStock(shop, product.sku, 100);
  return found;
}

/** A configurable product with an enabled child; the child's stock is set to plenty. */
export async function configurableWithChild(shop: TestShop) {
  const parent = productsOf(shop, {
    bool: { filter: [{ term: { type_id: "configurable" } }, { term: { status: 1 } }] },
  }).find(
    (p) => p.configurable_options.length > 0 && p.configurable_children.some((c) => c.status === 1),
  );
  if (!parent)
    throw new Error("The demo catalogue has no configurable product with an enabled child");
  const child = parent.configurable_children.find((c) => c.status === 1)!;
  await setStock(shop, child.sku, 100);
  const options = parent.configurable_options.map((option) => ({
    option_id: String(option.attribute_id),
    option_value: (child as unknown as Record<string, number>)[option.attribute_code],
  }));
  return { parent, child, options };
}

export const productBySku = (shop: TestShop, sku: string) =>
  productsOf(shop, { term: { sku } }, 1)[0]!;

export async function setStock(
  shop: TestShop,
  sku: string,
  qty: number,
  { isInStock = qty > 0, manageStock = true } = {},
): Promise<void> {
  const db = shop.shop.database.db;
  const product = await db
    .selectFrom("products")
    .select("id")
    .where("sku", "=", sku)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("stock_items")
    .set({ qty, is_in_stock: isInStock ? 1 : 0, manage_stock: manageStock ? 1 : 0 })
    .where("product_id", "=", product.id)
    .execute();
}

export async function stockOf(shop: TestShop, sku: string) {
  const [item] = await readStock(shop.shop.database.db, [sku]);
  if (!item) throw new Error(`No stock for ${sku}`);
  return item;
}

/** A Dutch address in the order body's shape. */
export const dutchAddress = DUTCH_ADDRESS;

/** An order body of the legacy shape (docs/specification/api-shapes.md §3) for the given lines. */
export function orderBody(
  products: { sku: string; qty: number; [field: string]: unknown }[],
  fields: object = {},
) {
  return {
    order_id: `order-${Math.random().toString(36).slice(2)}`,
    created_at: new Date().toISOString(),
    transmited: false,
    user_id: "",
    store_code: "nl",
    products,
    addressInformation: {
      shippingAddress: dutchAddress,
      billingAddress: dutchAddress,
      shipping_method_code: "flatrate",
      shipping_carrier_code: "flatrate",
      payment_method_code: "cashondelivery",
      payment_method_additional: {},
    },
    ...fields,
  };
}
