import { afterAll, beforeAll } from "vitest";
import { startTestShop, type TestShop, type TestShopOptions } from "./test-shop";

/** A test shop and the calls the tests make on it. */
export interface ShopForTests<Api> {
  shop: TestShop;
  api: Api;
}

/**
 * A shop for the tests of the file that calls this, with `api` made by `makeApi` (userApi,
 * cartApi, paymentApi…): started before them and closed after them. The fields are there once
 * the tests run.
 */
export function shopForTests<Api>(
  makeApi: (shop: TestShop) => Api,
  options: TestShopOptions = {},
): ShopForTests<Api> {
  const ctx = {} as ShopForTests<Api>;
  beforeAll(async () => {
    ctx.shop = await startTestShop(options);
    ctx.api = makeApi(ctx.shop);
  });
  afterAll(() => ctx.shop?.close());
  return ctx;
}
