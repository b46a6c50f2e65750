import { beforeAll, describe, expect, it } from "vitest";
import { indexedParent, indexedStock, within } from "./support/catalogue-answers";
import { clusterUrls } from "./support/cluster-control";
import { childrenOf, clusterDatabaseForFile, variants } from "./support/shop-database";
import { cashOnDeliveryOrder, send } from "./support/shoppers";

const cluster = clusterDatabaseForFile();
let processA: string;
let processB: string;
beforeAll(async () => {
  [processA, processB] = clusterUrls().processes as [string, string];
});

/** A size a shopper can choose on the rendered product page; a sold-out one says so. */
const AVAILABLE = 'data-state="available"';
const soldOutLabels = (html: string) => html.split(", uitverkocht</span>").length - 1;

/** The product page as a process renders it, fresh or from its page cache. */
const pageOn = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  return response.text();
};

describe("stock changes across shop processes", () => {
  it("an order through process A that sells out a product shows it out of stock on process B's product answer and page within 1 s", async () => {
    const [someVariant] = await variants(cluster.database, 110, 1);
    const parentSku = someVariant!.parentSku;
    const inStock = (await childrenOf(cluster.database, parentSku)).filter((c) => c.qty > 0);
    const parent = await indexedParent(processB, inStock[0]!.sku);
    const path = `/${parent.url_path}`;
    // B has rendered and cached the page while the product was still for sale.
    const before = await pageOn(processB, path);
    expect(before).toContain(AVAILABLE);

    const order = cashOnDeliveryOrder(
      `across-${parentSku}`,
      inStock.map((c) => ({ sku: c.sku, qty: c.qty })),
    );
    const placed = await send("/api/order?token=", { base: processA, shopper: 4001, body: order });
    expect(placed.status).toBe(200);

    await within(1_000, async () => {
      const stocks = await Promise.all(inStock.map((c) => indexedStock(processB, c.sku)));
      return stocks.every((s) => s.qty === 0 && !s.isInStock);
    });
    const after = await pageOn(processB, path);
    expect(after).not.toContain(AVAILABLE);
    expect(soldOutLabels(after)).toBeGreaterThan(soldOutLabels(before));
  });

  it("a payment cancelled on process B puts the variant back in stock on process A within 1 s", async () => {
    const [variant] = await variants(cluster.database, 210, 1);
    const children = await childrenOf(cluster.database, variant!.parentSku);
    const qty = children.find((c) => c.sku === variant!.sku)?.qty ?? 0;
    expect(qty).toBeGreaterThan(0);
    expect(await indexedStock(processA, variant!.sku)).toEqual({ qty, isInStock: true });

    // The shopper takes every piece, paying by iDEAL in the sandbox, all through process B.
    const order = cashOnDeliveryOrder(`cancelled-${variant!.sku}`, [{ sku: variant!.sku, qty }]);
    order.addressInformation.payment_method_code = "mollie_methods_ideal";
    const placed = await send("/api/order?token=", { base: processB, shopper: 4002, body: order });
    expect(placed.status).toBe(200);
    await within(1_000, async () => (await indexedStock(processA, variant!.sku)).qty === 0);

    const { magentoOrderId, orderNumber, orderToken } = placed.body.result;
    const payment = await send("/api/ext/mollie/post-payment", {
      base: processB,
      shopper: 4002,
      body: {
        currency: "EUR",
        order_id: magentoOrderId,
        description: `Order ${orderNumber}`,
        // The shop returns shoppers only to its public address (PUBLIC_URL: the balancer).
        redirectUrl: `${clusterUrls().balancer}/order-status/`,
        method: "ideal",
        issuer: "ideal_INGBNL2A",
        orderToken,
      },
    });
    expect(payment.status).toBe(200);
    const cancelled = await fetch(payment.body.result.payment_gateway_url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ outcome: "canceled" }).toString(),
      redirect: "manual",
    });
    expect(cancelled.status).toBe(303);

    await within(1_000, async () => {
      const stock = await indexedStock(processA, variant!.sku);
      return stock.qty === qty && stock.isInStock;
    });
  });
});
