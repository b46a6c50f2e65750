import type {
  CartAddress,
  CartItem,
  CartTotals,
  PaymentMethod,
  SentProductOption,
  ShippingInformationResult,
  ShippingMethod,
  StoreCode,
} from "@etalage/contracts";
import type { StockCheck } from "./rules/stock-status";

/** A refused call: the HTTP status and the API's message (`result` of the envelope). */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiRefusal";
  }
}

/** A cart line as the update call sends it. */
export interface SentCartItem {
  sku?: string;
  qty: number;
  item_id?: number;
  product_option?: SentProductOption;
}

/** How the browser's HTTP cache may answer a call (the `RequestCache` modes the shop uses). */
type CacheMode = "default" | "no-cache";

/**
 * Sends one JSON call and unwraps the `{code, result}` envelope; any non-200 reply (or a network
 * failure, status 0) becomes an ApiRefusal with the server's message.
 */
export async function callApi<T>(
  path: string,
  init?: { method?: "POST"; body?: unknown; cache?: CacheMode },
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init?.method ?? "GET",
      // Spread: Node's fetch types, which also read this file (fake-cart-contract), lack `cache`.
      ...(init?.cache === undefined ? {} : { cache: init.cache }),
      headers: init?.body === undefined ? undefined : { "content-type": "application/json" },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    throw new ApiRefusal(0, error instanceof Error ? error.message : String(error));
  }
  const envelope = (await res.json().catch(() => null)) as {
    code?: number;
    result?: unknown;
  } | null;
  if (!res.ok || envelope === null || (envelope.code !== undefined && envelope.code !== 200)) {
    const message = typeof envelope?.result === "string" ? envelope.result : res.statusText;
    throw new ApiRefusal(envelope?.code ?? res.status, message);
  }
  return envelope.result as T;
}

/**
 * The cart calls of seed 1 §7. The user token travels as `token=` (empty for guests, filled in by
 * the accounts work through the user token slot), the cart token as `cartId=`.
 */
export function cartApi(userToken: () => string, storeCode: () => StoreCode) {
  const query = (cartId?: string, extra = "") => {
    const params = new URLSearchParams({ token: userToken(), storeCode: storeCode() });
    if (cartId !== undefined) params.set("cartId", cartId);
    return `?${params.toString()}${extra}`;
  };
  const post = { method: "POST" } as const;
  return {
    /** `asGuest` sends an empty token: the fallback after a refused user token. */
    create: (asGuest = false) => {
      const params = new URLSearchParams({
        token: asGuest ? "" : userToken(),
        storeCode: storeCode(),
      });
      return callApi<string>(`/api/cart/create?${params.toString()}`, post);
    },
    pull: (cartId: string) => callApi<CartItem[]>(`/api/cart/pull${query(cartId)}`),
    update: (cartId: string, cartItem: SentCartItem) =>
      callApi<CartItem>(`/api/cart/update${query(cartId)}`, {
        ...post,
        body: { cartItem: { ...cartItem, quoteId: cartId } },
      }),
    remove: (cartId: string, itemId: number) =>
      callApi<boolean>(`/api/cart/delete${query(cartId)}`, {
        ...post,
        body: { cartItem: { item_id: itemId, quoteId: cartId } },
      }),
    totals: (cartId: string) => callApi<CartTotals>(`/api/cart/totals${query(cartId)}`),
    applyCoupon: (cartId: string, coupon: string) =>
      callApi<boolean>(
        `/api/cart/apply-coupon${query(cartId, `&coupon=${encodeURIComponent(coupon)}`)}`,
        post,
      ),
    deleteCoupon: (cartId: string) =>
      callApi<boolean>(`/api/cart/delete-coupon${query(cartId)}`, post),
    paymentMethods: (cartId: string) =>
      callApi<PaymentMethod[]>(`/api/cart/payment-methods${query(cartId)}`),
    shippingMethods: (cartId: string, address: Partial<CartAddress> & { country_id: string }) =>
      callApi<ShippingMethod[]>(`/api/cart/shipping-methods${query(cartId)}`, {
        ...post,
        body: { address },
      }),
    shippingInformation: (cartId: string, addressInformation: unknown) =>
      callApi<ShippingInformationResult>(`/api/cart/shipping-information${query(cartId)}`, {
        ...post,
        body: { addressInformation },
      }),
    /** The answer may be a few seconds old (it is cacheable) unless `fresh` is asked. */
    stockCheck: (sku: string, fresh = false) =>
      callApi<StockCheck>(`/api/stock/check?sku=${encodeURIComponent(sku)}`, {
        cache: fresh ? "no-cache" : "default",
      }),
  };
}

export type CartApi = ReturnType<typeof cartApi>;
