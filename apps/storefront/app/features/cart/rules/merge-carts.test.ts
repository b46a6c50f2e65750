import type { CartItem } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import type { CartLine } from "./cart-line";
import { mergeCarts } from "./merge-carts";

const line = (sku: string, qty: number, confirmed?: { id: number; qty: number }): CartLine => ({
  sku,
  parentSku: sku,
  name: sku,
  type_id: "simple",
  qty,
  price_incl_tax: 10,
  image: "",
  url_key: sku,
  options: [],
  ...(confirmed ? { server_item_id: confirmed.id, prev_qty: confirmed.qty } : {}),
});
const item = (sku: string, qty: number, id: number): CartItem => ({
  item_id: id,
  sku,
  qty,
  name: sku,
  price: 8,
  price_incl_tax: 10,
  product_type: "simple",
  quote_id: "c",
});

describe("cart merge (docs/specification/cart.md 'Cart server sync')", () => {
  it("compares client and server items by sku and links equal ones without changing anything", () => {
    const plan = mergeCarts([line("A", 2)], [item("A", 2, 1)], false);
    expect(plan.link).toHaveLength(1);
    expect(plan.push).toEqual([]);
    expect(plan.fixLocally).toEqual([]);
  });

  it("a missing server item is added to the server, so a new visitor's first item survives", () => {
    const plan = mergeCarts([line("A", 1)], [], false);
    expect(plan.push.map((p) => p.line.sku)).toEqual(["A"]);
  });

  it("a quantity mismatch (wrong-qty) takes the client's quantity when client state is forced", () => {
    const plan = mergeCarts([line("A", 3, { id: 1, qty: 3 })], [item("A", 1, 1)], true);
    expect(plan.push).toMatchObject([{ line: { sku: "A", qty: 3 }, item: { item_id: 1 } }]);
  });

  it("a quantity mismatch takes the client's quantity when the shopper changed the line", () => {
    const plan = mergeCarts([line("A", 3, { id: 1, qty: 1 })], [item("A", 1, 1)], false);
    expect(plan.push).toHaveLength(1);
  });

  it("a quantity mismatch on a confirmed line takes the server's quantity when not forced", () => {
    const plan = mergeCarts([line("A", 1, { id: 1, qty: 1 })], [item("A", 4, 1)], false);
    expect(plan.fixLocally).toMatchObject([{ line: { sku: "A" }, item: { qty: 4 } }]);
  });

  it("extra server items are removed when client state is forced", () => {
    const plan = mergeCarts([], [item("B", 1, 2)], true);
    expect(plan.removeOnServer.map((i) => i.sku)).toEqual(["B"]);
    expect(plan.addLocally).toEqual([]);
  });

  it("extra server items are added locally when client state is not forced", () => {
    const plan = mergeCarts([], [item("B", 1, 2)], false);
    expect(plan.addLocally.map((i) => i.sku)).toEqual(["B"]);
    expect(plan.removeOnServer).toEqual([]);
  });

  it("does not double quantities when carts merge while equal", () => {
    const plan = mergeCarts([line("A", 2, { id: 1, qty: 2 })], [item("A", 2, 1)], true);
    expect(plan.push).toEqual([]);
    expect(plan.addLocally).toEqual([]);
    expect(plan.link).toHaveLength(1);
  });
});
