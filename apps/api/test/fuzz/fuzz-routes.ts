import { DUTCH_ADDRESS } from "../../../../test/dutch-address";
/** What the fuzzer knows of the shop it probes: a cart, a product and one of its pictures. */
export interface FuzzTarget {
  cartId: string;
  sku: string;
  picture: string;
}

/** A route of the API with values it accepts, which the fuzzer then breaks. */
export interface RouteSpec {
  methods: readonly string[];
  /** Path template: `:name` parameters and a `*` tail. */
  path: string;
  params?: Readonly<Record<string, readonly string[]>>;
  query?: Readonly<Record<string, readonly string[]>>;
  body?: unknown;
  /** How much more often than other routes it is tried (1 by default). */
  weight?: number;
}

const searchBody = {
  query: {
    bool: { filter: [{ terms: { visibility: [2, 3, 4] } }, { range: { price: { gte: 1 } } }] },
  },
  size: 5,
  from: 0,
  sort: [{ price: "asc" }],
  aggs: { colours: { terms: { field: "color", size: 10 } } },
  _source: ["id", "name"],
};

const address = DUTCH_ADDRESS;

/**
 * Every route of apps/api/src/routes (server.ts mounts them all; the test shop mounts no
 * storefront pages).
 */
export function apiRoutes(target: FuzzTarget): RouteSpec[] {
  const cart = { token: [""], cartId: [target.cartId], storeCode: ["nl", "en"] };
  const line = { sku: target.sku, qty: 1, quoteId: target.cartId };
  const methods = { paymentMethod: { method: "cashondelivery" }, shippingCarrierCode: "flatrate" };
  return [
    { methods: ["GET"], path: "/api/health" },
    {
      methods: ["GET", "POST"],
      path: "/api/catalog/:index/:type/_search",
      params: { index: ["catalog_nl", "catalog_en"], type: ["product", "category", "attribute"] },
      query: {
        request: [JSON.stringify(searchBody)],
        from: ["0", "20"],
        size: ["10", "50"],
        sort: ["price:asc", "updated_at:desc"],
        _source_include: ["id,name"],
      },
      body: searchBody,
      // The richest input of the API: a whole query language.
      weight: 8,
    },
    {
      methods: ["GET"],
      path: "/img/:width/:height/:mode/*",
      // The cart and quick-search sizes (PICTURE_SIZES): rendered once, then read from disk.
      params: {
        width: ["210", "112"],
        height: ["300", "151"],
        mode: ["resize", "fit", "crop"],
        "*": [target.picture],
      },
    },
    {
      methods: ["POST"],
      path: "/api/url/map",
      body: {
        url: "/jurken",
        includeFields: ["id", "name"],
        excludeFields: null,
        options: { prefetchGroupProducts: true, populateRequestCacheTags: true },
        filters: { sku: target.sku },
      },
    },
    {
      methods: ["GET"],
      path: "/api/product/render-list",
      query: { skus: [target.sku], currencyCode: ["EUR"], storeId: ["1"], userGroupId: ["0"] },
    },
    { methods: ["GET"], path: "/api/stock/check", query: { sku: [target.sku] } },
    { methods: ["GET"], path: "/api/stock/check/:sku", params: { sku: [target.sku] } },
    { methods: ["GET"], path: "/api/stock/list", query: { skus: [`${target.sku},SS-1001`] } },
    {
      methods: ["GET"],
      path: "/api/ext/store-content/:kind/:storeCode",
      params: { kind: ["banners", "homepage"], storeCode: ["nl", "en"] },
    },
    { methods: ["POST"], path: "/api/cart/create", query: { token: [""], storeCode: ["nl"] } },
    { methods: ["GET"], path: "/api/cart/pull", query: cart },
    { methods: ["POST"], path: "/api/cart/update", query: cart, body: { cartItem: line } },
    {
      methods: ["POST"],
      path: "/api/cart/delete",
      query: cart,
      body: { cartItem: { item_id: 1, quoteId: target.cartId } },
    },
    { methods: ["POST"], path: "/api/cart/apply-coupon", query: { ...cart, coupon: ["WELKOM10"] } },
    { methods: ["POST"], path: "/api/cart/delete-coupon", query: cart },
    { methods: ["GET"], path: "/api/cart/coupon", query: cart },
    { methods: ["GET"], path: "/api/cart/totals", query: cart },
    { methods: ["POST"], path: "/api/cart/collect-totals", query: cart, body: { methods } },
    { methods: ["GET"], path: "/api/cart/payment-methods", query: cart },
    { methods: ["POST"], path: "/api/cart/shipping-methods", query: cart, body: { address } },
    {
      methods: ["POST"],
      path: "/api/cart/shipping-information",
      query: cart,
      body: {
        addressInformation: {
          shippingAddress: address,
          billingAddress: address,
          shippingCarrierCode: "flatrate",
          shippingMethodCode: "flatrate",
        },
      },
    },
    {
      methods: ["POST"],
      path: "/api/order",
      query: { token: [""], storeCode: ["nl"] },
      body: {
        order_id: "fuzz-order",
        created_at: "2026-01-01T10:00:00.000Z",
        transmited: false,
        user_id: "",
        store_code: "nl",
        products: [{ sku: target.sku, qty: 1 }],
        addressInformation: {
          shippingAddress: address,
          billingAddress: address,
          shipping_method_code: "flatrate",
          shipping_carrier_code: "flatrate",
          payment_method_code: "cashondelivery",
          payment_method_additional: {},
        },
      },
    },
    {
      methods: ["GET"],
      path: "/api/ext/invoices/:file",
      params: { file: ["000000001.pdf"] },
      query: { token: [""], orderToken: ["t".repeat(43)] },
      weight: 0.5,
    },
    {
      methods: ["GET", "POST"],
      path: "/api/user/returns",
      query: { token: [""], orderToken: ["t".repeat(43)], increment_id: ["000000001"] },
      body: {
        increment_id: "000000001",
        orderToken: "t".repeat(43),
        lines: [{ sku: target.sku, qty: 1, reason: "other", comment: "Te krap" }],
      },
      weight: 0.5,
    },
    {
      methods: ["GET"],
      path: "/api/user/returns/returnable",
      query: { token: [""], orderToken: ["t".repeat(43)], increment_id: ["000000001"] },
      weight: 0.3,
    },
    // The back office: its login reads a body (and costs an argon2 check: tried less often);
    // every other route answers 401 before it reads anything without a staff session.
    {
      methods: ["POST"],
      path: "/api/admin/login",
      body: { email: "owner@etalage.test", password: "Winkel2026!", otp: "123456" },
      weight: 0.3,
    },
    {
      methods: ["GET"],
      path: "/api/admin/orders",
      query: { status: ["processing"], payment: ["paid"], q: ["anna"], page: ["1"] },
      weight: 0.3,
    },
    // No input but the query string, and slow to answer: tried less often.
    { methods: ["GET"], path: "/robots.txt", weight: 0.3 },
    { methods: ["GET"], path: "/sitemap.xml", weight: 0.3 },
    { methods: ["GET"], path: "/sitemap-nl.xml", weight: 0.3 },
    { methods: ["GET"], path: "/sitemap-en.xml", weight: 0.3 },
  ];
}
