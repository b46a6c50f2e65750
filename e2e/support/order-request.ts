import type { OrderAddress } from "@etalage/contracts";

export { DUTCH_ADDRESS } from "../../test/dutch-address";

/** The body of `POST /api/order` sent at the flat rate to one address, paid with `payment`. */
export function flatRateOrder(
  orderId: string,
  products: { sku: string; qty: number }[],
  address: OrderAddress,
  payment = "cashondelivery",
) {
  return {
    order_id: orderId,
    products,
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: "flatrate",
      shipping_carrier_code: "flatrate",
      payment_method_code: payment,
    },
  };
}

/** The body of `POST /api/order` for a guest paying cash on delivery, sent at the flat rate. */
export const cashOnDeliveryOrder = (
  orderId: string,
  products: { sku: string; qty: number }[],
  address: OrderAddress,
) => flatRateOrder(orderId, products, address);
