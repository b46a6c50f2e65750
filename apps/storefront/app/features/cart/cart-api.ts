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
import { callApi } from "../../lib/api/api-call";
import type { StockCheck } from "./rules/stock-status";

/** A cart line as the update call sends it. */
export interface SentCartItem {
  sku?: string;
  qty: number;
  item_id?: number;
  product_option?: SentProductOption;
}

/**
 * The cart calls of docs/specification/api-calls.md. The user token travels as `token=` (empty for guests, filled in by
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
