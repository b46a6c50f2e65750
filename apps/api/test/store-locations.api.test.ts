import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type StoreLocation, storeMapUrl } from "@etalage/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

async function stores(
  code: string,
): Promise<{ status: number; body: { code: number; result: StoreLocation[] } }> {
  const res = await shop.get(`/api/ext/store-content/stores/${code}`);
  return { status: res.status, body: await res.json() };
}

describe("GET /api/ext/store-content/stores/{nl|en}: the store locator's stores", () => {
  it("lists the brand's three stores with address, phone, position and seven days of hours", async () => {
    const { status, body } = await stores("nl");
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.result.map((store) => store.city)).toEqual(["Amsterdam", "Utrecht", "Haarlem"]);
    expect(body.result[0]).toMatchObject({
      name: "Etalage Amsterdam",
      street: "Herengracht 214",
      postcode: "1016 BS",
      countryId: "NL",
      phone: "020 123 45 67",
    });
    for (const store of body.result) {
      expect(store.openingHours.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(store.latitude).toBeGreaterThan(50.7);
      expect(store.latitude).toBeLessThan(53.6);
      expect(store.longitude).toBeGreaterThan(3.3);
      expect(store.longitude).toBeLessThan(7.3);
    }
  });

  it("agrees with the opening-hours block: closed on Monday, 10 to 18 Tuesday to Saturday, 12 to 17 on Sunday", async () => {
    const { body } = await stores("en");
    expect(body.result[1]!.openingHours).toEqual([
      { day: 1, opens: null, closes: null },
      { day: 2, opens: "10:00", closes: "18:00" },
      { day: 3, opens: "10:00", closes: "18:00" },
      { day: 4, opens: "10:00", closes: "18:00" },
      { day: 5, opens: "10:00", closes: "18:00" },
      { day: 6, opens: "10:00", closes: "18:00" },
      { day: 7, opens: "12:00", closes: "17:00" },
    ]);
  });

  it("serves the file the server wrote to DATA_DIR/content, per store code", async () => {
    const file = JSON.parse(
      await readFile(join(shop.shop.dataDir, "content", "stores.en.json"), "utf8"),
    );
    expect((await stores("en")).body.result).toEqual(file);
  });

  it("answers 404 for a store code the shop does not have", async () => {
    const { status, body } = await stores("de");
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, result: "No store content stores for store de" });
  });
});

describe("the map link of a store", () => {
  it("points OpenStreetMap at the store with a marker", () => {
    expect(storeMapUrl({ latitude: 52.37267, longitude: 4.88776 })).toBe(
      "https://www.openstreetmap.org/?mlat=52.37267&mlon=4.88776#map=17/52.37267/4.88776",
    );
  });
});
