import type { ProductDocument } from "@etalage/contracts";
import { afterAll, beforeAll } from "vitest";
import { plainProducts } from "./cart-test-shop";
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

/**
 * The shop of `ctx` (started before the file's tests) with plain products of its catalogue under
 * the names given (`ctx.dress`, `ctx.top`), their stock set to plenty, once the shop has started.
 */
export function withProducts<Ctx extends { shop: TestShop }, Name extends string>(
  ctx: Ctx,
  names: readonly Name[],
): Ctx & Record<Name, ProductDocument> {
  const named = {} as Record<Name, ProductDocument>;
  beforeAll(async () => {
    const products = await plainProducts(ctx.shop, names.length);
    for (const [i, name] of names.entries()) named[name] = products[i] as ProductDocument;
    Object.assign(ctx, named);
  });
  return ctx as Ctx & Record<Name, ProductDocument>;
}

/** A shop for the tests of the file that calls this (see shopForTests), with named plain products. */
export function shopWithProducts<Api, Name extends string>(
  makeApi: (shop: TestShop) => Api,
  names: readonly Name[],
  options: TestShopOptions = {},
): ShopForTests<Api> & Record<Name, ProductDocument> {
  return withProducts(shopForTests(makeApi, options), names);
}
