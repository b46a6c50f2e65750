import { type ApiFetch, STORE_VIEWS } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { cardigan, dress, greenS } from "../test-support/products";
import { loadEditedProduct } from "./edited-product";

/** A catalogue that answers with these documents and keeps the searches it was asked. */
function catalogue(documents: unknown[]) {
  const asked: unknown[] = [];
  const api: ApiFetch = async (path) => {
    const request = new URL(path, "http://shop").searchParams.get("request");
    asked.push(JSON.parse(request ?? "null"));
    const hits = documents.map((doc, i) => ({ _id: String(i), _source: doc }));
    return new Response(JSON.stringify({ hits: { total: { value: hits.length }, hits } }), {
      headers: { "content-type": "application/json" },
    });
  };
  return { api, asked };
}

describe("the product of cart edit mode", () => {
  it("is the configurable product that holds the line's variant, found by that variant", async () => {
    const { api, asked } = catalogue([dress]);
    expect(await loadEditedProduct(api, STORE_VIEWS.nl, greenS.sku)).toMatchObject({
      sku: dress.sku,
    });
    expect(JSON.stringify(asked[0])).toContain(
      `{"term":{"configurable_children.sku":"${greenS.sku}"}}`,
    );
  });

  it("is none when the catalogue has no configurable product with that variant", async () => {
    expect(await loadEditedProduct(catalogue([]).api, STORE_VIEWS.en, greenS.sku)).toBeNull();
    expect(await loadEditedProduct(catalogue([cardigan]).api, STORE_VIEWS.nl, "x")).toBeNull();
  });
});
