import { type ApiFetch, STORE_VIEWS } from "@etalage/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOG_TIMEOUT_MS, CatalogError, searchProducts } from "./catalog";

/** An API that answers every call with one JSON body and records the paths asked for. */
function answering(status: number, body: unknown) {
  const paths: string[] = [];
  const api: ApiFetch = async (path) => {
    paths.push(path);
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  };
  return { api, paths };
}

const oneHit = {
  took: 1,
  timed_out: false,
  hits: {
    total: { value: 7, relation: "eq" },
    max_score: null,
    hits: [
      { _index: "catalog_nl", _type: "product", _id: "1", _score: null, _source: { sku: "A" } },
    ],
  },
};

describe("catalogue client", () => {
  it("unwraps the hits' _source and the total", async () => {
    const { api } = answering(200, oneHit);
    const result = await searchProducts(api, STORE_VIEWS.nl, {}, { size: 50 });
    expect(result).toEqual({ items: [{ sku: "A" }], total: 7 });
  });

  it("accepts a legacy bare-number total", async () => {
    const { api } = answering(200, { hits: { total: 3, hits: [] } });
    expect((await searchProducts(api, STORE_VIEWS.nl, {}, {})).total).toBe(3);
  });

  it("throws a CatalogError carrying the status when the catalogue answers an error", async () => {
    const { api } = answering(500, { code: 500, result: "index not found" });
    await expect(searchProducts(api, STORE_VIEWS.en, {}, {})).rejects.toBeInstanceOf(CatalogError);
  });
});

describe("a catalogue call that hangs", () => {
  afterEach(() => vi.useRealTimers());

  it("fails after 5000 ms (docs/specification/constants.md) as a 504, not before", async () => {
    vi.useFakeTimers();
    const hanging: ApiFetch = () => new Promise<Response>(() => {});
    const outcome = searchProducts(hanging, STORE_VIEWS.nl, {}, {}).then(
      () => "answered",
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CATALOG_TIMEOUT_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve("waiting")])).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).status).toBe(504);
    expect(CATALOG_TIMEOUT_MS).toBe(5000);
  });

  it("leaves no timer behind once the catalogue answered", async () => {
    vi.useFakeTimers();
    const { api } = answering(200, oneHit);
    await searchProducts(api, STORE_VIEWS.nl, {}, {});
    expect(vi.getTimerCount()).toBe(0);
  });
});
