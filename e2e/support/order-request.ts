import type { OrderAddress } from "@etalage/contracts";

/** A guest in Amsterdam, as benchmarks and cluster tests order for her. */
export const DUTCH_ADDRESS: OrderAddress = {
  firstname: "Anna",
  lastname: "de Vries",
  street: ["Prinsengracht 263"],
  city: "Amsterdam",
  postcode: "1016 GV",
  country_id: "NL",
  telephone: "0201234567",
  email: "anna@example.com",
};

/** The body of `POST /api/order` for a guest paying cash on delivery, sent at the flat rate. */
export function cashOnDeliveryOrder(
  orderId: string,
  products: { sku: string; qty: number }[],
  address: OrderAddress,
) {
  return {
    order_id: orderId,
    products,
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: "flatrate",
      shipping_carrier_code: "flatrate",
      payment_method_code: "cashondelivery",
    },
  };
}
