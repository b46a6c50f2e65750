import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./test-shop";
import { registeredCustomer, userApi, waitForMails } from "./user-test-shop";

/** The built storefront (`npm run build`, which `npm test` runs first). */
const storefrontDir = fileURLToPath(new URL("../../storefront", import.meta.url));

/** The shop in test mode, as production runs with PAYMENTS_SANDBOX=on. */
let testShop: TestShop;
/** The same shop for real. */
let realShop: TestShop;
beforeAll(async () => {
  testShop = await startTestShop({ settings: { testMode: true }, storefrontDir });
  realShop = await startTestShop({ storefrontDir });
});
afterAll(async () => {
  await testShop?.close();
  await realShop?.close();
});

/** The reset mail of a new customer of `shop`, asked for in a store view. */
async function resetMail(shop: TestShop, query = "") {
  const api = userApi(shop);
  const me = await registeredCustomer(api);
  expect((await api.resetPassword(me.email, query)).status).toBe(200);
  const [mail] = await waitForMails(shop, me.email, "reset-password");
  return mail!;
}

describe("a shop in test mode says so in every mail", () => {
  it("puts [Testmodus] in the subject and 'Testmodus: er wordt niet echt betaald' first in a Dutch mail", async () => {
    const mail = await resetMail(testShop);
    expect(mail.text).toMatch(/^Subject: =\?UTF-8\?Q\?\[Testmodus\]|^Subject: \[Testmodus\]/m);
    expect(mail.text).toContain("Testmodus: er wordt niet echt betaald.");
  });

  it("says 'Test mode: no real payments' in an English mail", async () => {
    const mail = await resetMail(testShop, "?storeCode=en");
    expect(mail.text).toContain("[Test mode]");
    expect(mail.text).toContain("Test mode: no real payments.");
  });

  it("says nothing of test mode in a real shop's mail", async () => {
    const mail = await resetMail(realShop);
    expect(mail.text).not.toContain("Testmodus");
  });
});

describe("a shop in test mode says so on every page", () => {
  it("renders 'Testmodus: er wordt niet echt betaald' into the server HTML of Dutch and English pages", async () => {
    for (const [path, text] of [
      ["/", "Testmodus: er wordt niet echt betaald."],
      ["/c/jurken", "Testmodus: er wordt niet echt betaald."],
      ["/en/c/dresses", "Test mode: no real payments."],
    ] as const) {
      const res = await testShop.get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(text);
    }
  });

  it("renders no such notice in a real shop's pages", async () => {
    const html = await (await realShop.get("/c/jurken")).text();
    expect(html).not.toContain("Testmodus");
  });
});
