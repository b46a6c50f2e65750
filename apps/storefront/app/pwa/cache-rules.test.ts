import { describe, expect, it } from "vitest";
import { cachePlan, homeOf, offlineAnswer, PICTURE_ENTRIES } from "./cache-rules";

const plan = (path: string, navigate = false) =>
  cachePlan(new URL(path, "https://shop.test"), navigate);

describe("what the service worker keeps (issue 15)", () => {
  it("keeps visited catalogue pages and their route data, in both store views", () => {
    for (const path of [
      "/",
      "/en",
      "/c/jurken?sort=price-asc",
      "/en/p/JRK-1001/polka-dot-midi-dress",
    ])
      expect(plan(path, true)).toBe("pages");
    for (const path of [
      "/_root.data",
      "/en.data",
      "/c/jurken.data",
      "/p/JRK-1001/x.data?_routes=a",
    ])
      expect(plan(path)).toBe("pages");
  });

  it("never keeps account, checkout, order-status or password pages, nor their route data", () => {
    for (const path of [
      "/my-account",
      "/en/my-account",
      "/checkout",
      "/en/checkout/confirmation",
      "/order-status/tok",
      "/en/order-status/tok",
      "/reset-password",
      "/newsletter/confirm",
    ]) {
      expect(plan(path, true)).toBe("private-page");
      expect(plan(`${path}.data`)).toBe("private-page");
    }
  });

  it("refreshes catalogue API replies in the background and never keeps personal API replies", () => {
    expect(plan("/api/catalog/vue_storefront_catalog/product/_search?q=x")).toBe("catalog");
    expect(plan("/api/url/map")).toBe("catalog");
    for (const path of [
      "/api/user/me",
      "/api/cart/pull?cartId=1",
      "/api/order",
      "/api/order/create",
      "/api/ext/mollie/payment-methods",
      "/api/stock/check?sku=1",
    ])
      expect(plan(path)).toBe("network");
  });

  it("never keeps the current prices: render-list always asks the shop (docs/specification/prices-and-tax.md Price freshness)", () => {
    expect(plan("/api/product/render-list?skus=JRK-1001&currencyCode=EUR&storeId=1")).toBe(
      "network",
    );
  });

  it("keeps pictures first from the cache, at most 200 of them", () => {
    expect(plan("/img/600/744/resize/j/r/jrk-1001.jpg")).toBe("pictures");
    expect(PICTURE_ENTRIES).toBe(200);
  });

  it("never keeps the back office: its pages, their scripts and styles go to the network", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/orders/100000001",
      "/admin/assets/main-X.js",
    ]) {
      expect(plan(path, true), path).toBe("network");
      expect(plan(path, false), path).toBe("network");
    }
    expect(plan("/administratie", true)).toBe("pages");
  });

  it("leaves other files (the worker itself, the manifests) to the network and the precache", () => {
    for (const path of ["/sw.js", "/manifest.webmanifest", "/en/manifest.webmanifest"])
      expect(plan(path)).toBe("network");
  });

  it("offline, sends a page never kept home with the seed's message, and says 'offline' on home and own pages", () => {
    expect(offlineAnswer("/p/VST-1006/oversized-vest")).toBe("redirect-home");
    expect(offlineAnswer("/en/c/coats")).toBe("redirect-home");
    expect(offlineAnswer("/i/about")).toBe("redirect-home");
    for (const path of ["/", "/en", "/pwa.html", "/order-status/x", "/en/my-account"])
      expect(offlineAnswer(path)).toBe("offline");
  });

  it("offline, a search page never kept says 'offline' in place of results and stays", () => {
    expect(offlineAnswer("/search")).toBe("offline");
    expect(offlineAnswer("/en/search")).toBe("offline");
  });

  it("sends the shopper to the home of the page's store view", () => {
    expect(homeOf("/en/p/x/y")).toBe("/en");
    expect(homeOf("/p/x/y")).toBe("/");
  });
});
