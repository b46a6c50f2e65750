import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const reply = async (path: string) => {
  const res = await shop.get(`/api/ext/cms-data/${path}`);
  return { status: res.status, body: await res.json() };
};

describe("CMS data", () => {
  it("answers a CMS page by id in Dutch by default and in English with storeCode=en", async () => {
    const nl = await reply("cmsPage/1");
    expect(nl.status).toBe(200);
    expect(nl.body.code).toBe(200);
    expect(nl.body.result).toMatchObject({ id: 1, identifier: "about-us", title: "Over ons" });
    expect(nl.body.result.content).toEqual(expect.any(String));
    const en = await reply("cmsPage/1?storeCode=en");
    expect(en.body.result).toMatchObject({ id: 1, identifier: "about-us", title: "About us" });
    expect(en.body.result.content).not.toBe(nl.body.result.content);
  });

  it("answers a CMS page by identifier in the store view of the storeId (1 Dutch, 2 English)", async () => {
    const nl = await reply("cmsPageIdentifier/size-guide/storeId/1");
    expect(nl.body).toMatchObject({
      code: 200,
      result: { identifier: "size-guide", title: "Maattabel" },
    });
    const en = await reply("cmsPageIdentifier/size-guide/storeId/2");
    expect(en.body).toMatchObject({
      code: 200,
      result: { identifier: "size-guide", title: "Size guide" },
    });
  });

  it("answers a CMS block by id and by identifier in both store views", async () => {
    const byId = await reply("cmsBlock/2");
    expect(byId.body).toMatchObject({
      code: 200,
      result: { id: 2, identifier: "usp-bar", title: "Onze beloftes" },
    });
    const en = await reply("cmsBlock/2?storeCode=en");
    expect(en.body.result.title).toBe("Our promises");
    const byIdentifier = await reply("cmsBlockIdentifier/usp-bar/storeId/2");
    expect(byIdentifier.body).toMatchObject({
      code: 200,
      result: { id: 2, title: "Our promises" },
    });
    expect(Object.keys(byIdentifier.body.result).sort()).toEqual([
      "content",
      "id",
      "identifier",
      "store_id",
      "title",
    ]);
  });

  it("answers 404 'CMS query returned empty result' when nothing matches", async () => {
    for (const path of [
      "cmsPage/999",
      "cmsBlock/999",
      "cmsPageIdentifier/no-such-page/storeId/1",
      "cmsBlockIdentifier/about-us/storeId/2",
      `cmsPageIdentifier/${"%3Cscript%3E".repeat(8)}/storeId/1`,
    ]) {
      expect(await reply(path)).toEqual({
        status: 404,
        body: { code: 404, result: "CMS query returned empty result" },
      });
    }
  });

  it("refuses bad ids, store ids and store codes with 400, never a 500", async () => {
    const cases: [string, string][] = [
      ["cmsPage/abc", "Invalid CMS id: abc"],
      ["cmsPage/0", "Invalid CMS id: 0"],
      ["cmsBlock/12345678901", "Invalid CMS id: 12345678901"],
      ["cmsPage/-1", "Invalid CMS id: -1"],
      ["cmsPageIdentifier/about-us/storeId/x", "Invalid storeId: x"],
      ["cmsPageIdentifier/about-us/storeId/3", "Unknown storeId: 3"],
      ["cmsPage/1?storeCode=de", "Unknown store code: de"],
    ];
    for (const [path, message] of cases) {
      expect(await reply(path), path).toEqual({
        status: 400,
        body: { code: 400, result: message },
      });
    }
    expect(await reply("cmsWidget/1")).toEqual({
      status: 404,
      body: { code: 404, result: "No such CMS type: cmsWidget" },
    });
  });
});
