import { describe, expect, it } from "vitest";
import { buildDefaultTextQuery } from "./default-text-query";

describe("default text query", () => {
  it("uses the seeds' constants: boosts 3/1/1, fuzziness 2, 75%, min_score 0.02", () => {
    const body = buildDefaultTextQuery("rode jurk");
    expect(body.min_score).toBe(0.02);
    const text = JSON.stringify(body);
    expect(text).toContain('"fields":["name^3","sku^1","category.name^1"]');
    expect(text).toContain('"fuzziness":2');
    expect(text).toContain('"minimum_should_match":"75%"');
    expect(text).toContain('"visibility":[2,3,4]');
    expect(text).toContain('"status":[0,1]');
  });

  it("matches a SKU exactly beside the text match (the text split on -)", () => {
    const text = JSON.stringify(buildDefaultTextQuery("SS-1001"));
    expect(text).toContain('{"terms":{"configurable_children.sku":["SS","1001"]}}');
    expect(text).toContain('{"match_phrase":{"sku":{"query":"SS-1001","boost":1}}}');
  });

  it("takes other boosts and the quick-search visibility", () => {
    const text = JSON.stringify(
      buildDefaultTextQuery("jas", { boosts: { name: 4, sku: 2 }, visibility: [3, 4] }),
    );
    expect(text).toContain('"fields":["name^4","sku^2"]');
    expect(text).toContain('"visibility":[3,4]');
  });
});
