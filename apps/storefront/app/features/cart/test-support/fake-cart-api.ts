import type { CartItem, CartTotals } from "@etalage/contracts";
import { ApiRefusal, type CartApi, type SentCartItem } from "../cart-api";
import { cardigan, dress } from "./products";

/**
 * The cart API's rules as its own tests pin them down (apps/api/test/cart-*.api.test.ts), kept in
 * memory so the store's rules can be tested call by call: an update sets the line with the same
 * sku (or item_id) to the sent quantity; unknown carts answer 404; stock limits answer 409.
 */
export function fakeCartApi(options: { refuseUserToken?: number; userToken?: string } = {}) {
  const carts = new Map<string, CartItem[]>();
  const stock = new Map<string, number>();
  const calls: string[] = [];
  let nextCart = 1;
  let nextItem = 1;
  let hold: Promise<void> | null = null;
  let totalsDelays: number[] = [];

  const step = async (name: string) => {
    calls.push(name);
    if (hold) await hold;
    await Promise.resolve();
  };
  const cartOf = (cartId: string) => {
    const cart = carts.get(cartId);
    if (!cart) throw new ApiRefusal(404, `No such entity with cartId = ${cartId}`);
    return cart;
  };
  const resolve = (item: SentCartItem) => {
    if (item.sku === dress.sku) {
      const chosen = item.product_option?.extension_attributes?.configurable_item_options ?? [];
      const child = dress.configurable_children.find((c) =>
        chosen.every((o) =>
          c.custom_attributes.some((a) => Number(a.value) === Number(o.option_value)),
        ),
      );
      if (!child) throw new ApiRefusal(400, "No such configuration for the product.");
      return {
        sku: child.sku,
        name: dress.name,
        type: "configurable",
        price: child.final_price_incl_tax,
      };
    }
    const child = dress.configurable_children.find((c) => c.sku === item.sku);
    if (child)
      return {
        sku: child.sku,
        name: dress.name,
        type: "configurable",
        price: child.final_price_incl_tax,
      };
    return {
      sku: cardigan.sku,
      name: cardigan.name,
      type: "simple",
      price: cardigan.final_price_incl_tax,
    };
  };

  const api: CartApi = {
    async create(asGuest = false) {
      await step("create");
      if (!asGuest && options.userToken && options.refuseUserToken) {
        throw new ApiRefusal(options.refuseUserToken, "not authorized");
      }
      const id = `cart-${nextCart++}`;
      carts.set(id, []);
      return id;
    },
    async pull(cartId) {
      await step("pull");
      return cartOf(cartId).map((line) => ({ ...line }));
    },
    async update(cartId, sent) {
      await step(`update ${sent.sku ?? sent.item_id} ${sent.qty}`);
      const cart = cartOf(cartId);
      const found =
        sent.item_id !== undefined
          ? cart.find((l) => l.item_id === sent.item_id)
          : cart.find((l) => l.sku === resolve(sent).sku);
      const product = found
        ? {
            sku: found.sku,
            name: found.name,
            type: found.product_type,
            price: found.price_incl_tax,
          }
        : resolve(sent);
      const available = stock.get(product.sku) ?? 100;
      if (available === 0)
        throw new ApiRefusal(409, "The product is out of stock and cannot be added to the cart!");
      if (sent.qty > available)
        throw new ApiRefusal(409, `Only ${available} products of this type are available.`);
      const line: CartItem = found ?? {
        item_id: nextItem++,
        sku: product.sku,
        qty: 0,
        name: product.name,
        price: product.price / 1.21,
        price_incl_tax: product.price,
        product_type: product.type,
        quote_id: cartId,
      };
      line.qty = sent.qty;
      if (!found) cart.push(line);
      return { ...line };
    },
    async remove(cartId, itemId) {
      await step(`remove ${itemId}`);
      const cart = cartOf(cartId);
      const at = cart.findIndex((l) => l.item_id === itemId);
      if (at < 0)
        throw new ApiRefusal(404, `The ${cartId} Cart doesn't contain the ${itemId} item.`);
      cart.splice(at, 1);
      return true;
    },
    async totals(cartId) {
      await step("totals");
      const lines = cartOf(cartId).map((l) => ({ ...l }));
      const delay = totalsDelays.shift() ?? 0;
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      const subtotal = lines.reduce((sum, l) => sum + l.qty * l.price_incl_tax, 0);
      return {
        grand_total: subtotal,
        subtotal_incl_tax: subtotal,
        items_qty: lines.reduce((sum, l) => sum + l.qty, 0),
        items: lines,
        total_segments: [{ code: "grand_total", title: "Grand Total", value: subtotal }],
      } as unknown as CartTotals;
    },
    applyCoupon: async (_cartId, coupon) => {
      await step(`coupon ${coupon}`);
      if (coupon !== "WELKOM10")
        throw new ApiRefusal(400, "The coupon code isn't valid. Verify the code and try again.");
      return true;
    },
    deleteCoupon: async () => true,
    paymentMethods: async () => [],
    shippingMethods: async () => [],
    shippingInformation: async () => {
      throw new ApiRefusal(400, "not used in these tests");
    },
    stockCheck: async (sku) => {
      await step(`stock ${sku}`);
      const qty = stock.get(sku) ?? 100;
      return { qty, is_in_stock: qty > 0, manage_stock: true };
    },
  };

  return {
    api,
    calls,
    carts,
    setStock: (sku: string, qty: number) => stock.set(sku, qty),
    /** Holds every call until the returned release is called (a slow network). */
    holdCalls() {
      let release!: () => void;
      hold = new Promise((r) => {
        release = r;
      });
      return () => {
        hold = null;
        release();
      };
    },
    /** Makes the next totals replies arrive after these delays (ms), overtaking each other. */
    delayTotals: (delays: number[]) => {
      totalsDelays = delays;
    },
    forgetCart: (cartId: string) => carts.delete(cartId),
  };
}
