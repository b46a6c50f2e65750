import {
  acceptSelfSignedCertificates,
  createInMemorySandboxPaymentStore,
  type FakeMollieApi,
  startFakeMollieApi,
} from "@etalage/payments/testing";
import { afterAll, beforeAll } from "vitest";
import { choosePaymentProvider } from "../src/payments/choose-provider";
import { type PaymentApi, paymentApi } from "./payments-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

/** A test shop that pays through Mollie, and the local HTTPS fake of Mollie's API it calls. */
export interface MollieShop {
  shop: TestShop;
  payments: PaymentApi;
  fake: FakeMollieApi;
}

/**
 * A shop for the tests of the file that calls this, as MOLLIE_API_KEY makes it, with Mollie's API
 * at a local HTTPS fake (its self-signed certificate accepted meanwhile): started before the
 * tests and stopped after them. The fields are there once the tests run.
 */
export function mollieShopForTests(publicUrl: string): MollieShop {
  const ctx = {} as MollieShop;
  let restoreCertificates: (() => void) | undefined;
  beforeAll(async () => {
    restoreCertificates = acceptSelfSignedCertificates();
    ctx.fake = await startFakeMollieApi();
    ctx.shop = await startTestShop({ settings: { publicUrl } });
    ctx.shop.shop.payments = choosePaymentProvider(
      { ...ctx.shop.shop.settings, mollieApiKey: ctx.fake.apiKey },
      { sandboxStore: createInMemorySandboxPaymentStore(), mollieApiEndpoint: ctx.fake.endpoint },
    );
    ctx.payments = paymentApi(ctx.shop);
  });
  afterAll(async () => {
    await ctx.shop?.close();
    await ctx.fake?.close();
    restoreCertificates?.();
  });
  return ctx;
}
