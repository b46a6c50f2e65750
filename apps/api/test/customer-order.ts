import { dutchAddress, orderBody, placeOrder } from "./cart-test-shop";
import type { TestShop } from "./test-shop";
import { customerAddress, type LoggedIn, registeredCustomer, type UserApi } from "./user-test-shop";

/**
 * A new customer, Anna (`lastname` unless told), with her address saved in her account, who
 * orders one line cash on delivery while logged in. Answers her and the order's id in the
 * database; throws unless the shop took both.
 */
export async function customerWithOwnOrder(
  shop: TestShop,
  users: UserApi,
  line: { sku: string; qty: number },
  lastname = "de Vries",
): Promise<{ me: LoggedIn; orderId: number }> {
  const me = await registeredCustomer(users);
  const saved = await users.updateMe(me.token, {
    email: me.email,
    firstname: "Anna",
    lastname,
    addresses: [customerAddress()],
  });
  if (saved.status !== 200) throw new Error(`save address: ${JSON.stringify(saved.body)}`);
  const address = { ...dutchAddress, email: me.email };
  const placed = await placeOrder(
    shop,
    orderBody([line], {
      user_id: String(me.id),
      addressInformation: {
        ...orderBody([]).addressInformation,
        shippingAddress: address,
        billingAddress: address,
      },
    }),
    `token=${encodeURIComponent(me.token)}`,
  );
  if (placed.status !== 200) throw new Error(`order: ${JSON.stringify(placed.body)}`);
  return { me, orderId: Number(placed.body.result.magentoOrderId) };
}
