import {
  attributeOptionId,
  CART_MESSAGES,
  type CartItem,
  type CartProductOption,
  type ConfigurableItemOption,
} from "@etalage/contracts";
import { lineTotals } from "@etalage/pricing";
import { ApiRefusal } from "../../../lib/api/api-call";
import type { CartApi, SentCartItem } from "../cart-api";
import { type FakeTotalsLine, fakeTotals } from "./fake-cart-totals";
import { cardigan, dress } from "./products";

/** The coupons the fake knows, as the demo shop has them. */
const COUPONS: Record<string, number> = { WELKOM10: 10 };

interface Product {
  sku: string;
  name: string;
  type: string;
  price: number;
  productOption?: CartProductOption;
  labels: FakeTotalsLine["labels"];
}

type Child = (typeof dress.configurable_children)[number];

/** A dress child as a line: the parent's name, the child's sku and price, its options. */
function dressLine(child: Child): Product {
  const options: ConfigurableItemOption[] = [];
  const labels: FakeTotalsLine["labels"] = [];
  for (const option of dress.configurable_options) {
    const value = attributeOptionId(child, option.attribute_code);
    if (value === undefined) continue;
    options.push({ option_id: String(option.attribute_id), option_value: value });
    const label = option.values.find((v) => v.value_index === value)?.label ?? String(value);
    labels.push({ label: option.label, value: label });
  }
  return {
    sku: child.sku,
    name: dress.name,
    type: "configurable",
    price: child.final_price_incl_tax,
    productOption: { extension_attributes: { configurable_item_options: options } },
    labels,
  };
}

/** The product a sent line means: the cardigan, or a dress child by its sku or its options. */
function resolve(item: SentCartItem): Product {
  if (item.sku === cardigan.sku)
    return {
      sku: cardigan.sku,
      name: cardigan.name,
      type: "simple",
      price: cardigan.final_price_incl_tax,
      labels: [],
    };
  if (item.sku === dress.sku) {
    const chosen = item.product_option?.extension_attributes?.configurable_item_options ?? [];
    const wanted = new Map(chosen.map((o) => [String(o.option_id), Number(o.option_value)]));
    const child = dress.configurable_children.find((c) =>
      dress.configurable_options.every(
        (option) =>
          attributeOptionId(c, option.attribute_code) === wanted.get(String(option.attribute_id)),
      ),
    );
    if (!child) throw new ApiRefusal(400, CART_MESSAGES.noSuchConfiguration);
    return dressLine(child);
  }
  const child = dress.configurable_children.find((c) => c.sku === item.sku);
  if (child) return dressLine(child);
  throw new ApiRefusal(400, CART_MESSAGES.productNotFound);
}

/**
 * The cart API kept in memory, for the dress and the cardigan of ./products, so the store's rules
 * can be tested call by call: an update sets the line with the same sku (or item_id) to the sent
 * quantity; unknown carts answer 404; stock limits answer 409. apps/api's
 * fake-cart-contract.api.test.ts runs the same calls on the real API: replies, statuses and
 * messages must agree.
 */
export function fakeCartApi(options: { refuseUserToken?: number; userToken?: string } = {}) {
  const carts = new Map<string, CartItem[]>();
  const coupons = new Map<string, string>();
  const labels = new Map<number, FakeTotalsLine["labels"]>();
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
    if (!cart) throw new ApiRefusal(404, CART_MESSAGES.cartNotFound(cartId));
    return cart;
  };
  const couponOf = (cartId: string) => {
    const code = coupons.get(cartId);
    return code === undefined ? null : { code, percent: COUPONS[code]! };
  };

  const api: CartApi = {
    async create(asGuest = false) {
      await step("create");
      if (!asGuest && options.userToken && options.refuseUserToken) {
        throw new ApiRefusal(options.refuseUserToken, CART_MESSAGES.notAuthorized);
      }
      const id = `cart-${nextCart++}`;
      carts.set(id, []);
      return id;
    },
    async pull(cartId) {
      await step("pull");
      return cartOf(cartId).map((line) => structuredClone(line));
    },
    async update(cartId, sent) {
      await step(`update ${sent.sku ?? sent.item_id} ${sent.qty}`);
      const cart = cartOf(cartId);
      const found =
        sent.item_id !== undefined
          ? cart.find((l) => l.item_id === sent.item_id)
          : cart.find((l) => l.sku === resolve(sent).sku);
      const product = resolve(found ? { sku: found.sku, qty: sent.qty } : sent);
      const available = stock.get(product.sku) ?? 100;
      if (available === 0) throw new ApiRefusal(409, CART_MESSAGES.outOfStock);
      if (sent.qty > available) throw new ApiRefusal(409, CART_MESSAGES.onlyAvailable(available));
      const unit = lineTotals(product.price, 21, 1);
      const line: CartItem = found ?? {
        item_id: nextItem++,
        sku: product.sku,
        qty: 0,
        name: product.name,
        price: unit.price,
        price_incl_tax: unit.price_incl_tax,
        product_type: product.type,
        quote_id: cartId,
        ...(product.productOption ? { product_option: product.productOption } : {}),
      };
      line.qty = sent.qty;
      if (!found) {
        cart.push(line);
        labels.set(line.item_id, product.labels);
      }
      return structuredClone(line);
    },
    async remove(cartId, itemId) {
      await step(`remove ${itemId}`);
      const cart = cartOf(cartId);
      const at = cart.findIndex((l) => l.item_id === itemId);
      if (at < 0) throw new ApiRefusal(404, CART_MESSAGES.itemNotFound(cartId, itemId));
      cart.splice(at, 1);
      return true;
    },
    async totals(cartId) {
      await step("totals");
      const lines = cartOf(cartId).map((l) => ({ ...l, labels: labels.get(l.item_id) ?? [] }));
      const coupon = couponOf(cartId);
      const delay = totalsDelays.shift() ?? 0;
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      return fakeTotals(lines, coupon);
    },
    async applyCoupon(cartId, coupon) {
      await step(`coupon ${coupon}`);
      cartOf(cartId);
      const code = coupon.trim().toUpperCase();
      if (COUPONS[code] === undefined) throw new ApiRefusal(400, CART_MESSAGES.couponInvalid);
      coupons.set(cartId, code);
      return true;
    },
    async deleteCoupon(cartId) {
      await step("delete coupon");
      cartOf(cartId);
      coupons.delete(cartId);
      return true;
    },
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
