import type { CategoryDocument, ProductDocument } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { expectCsrfNeeded, expectLoginNeeded, expectOwnerOnly } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { within } from "./catalogue-changes-shops";
import type { TestShop } from "./test-shop";

const ctx = backOfficeShopForTests({ following: true });

const post = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.api.call("POST", "/api/admin/categories", { session: ctx.owner, body, headers });
const patch = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  ctx.api.call("PATCH", `/api/admin/categories/${id}`, { session: ctx.owner, body, headers });

function category(from: TestShop["shop"], id: number, store: "nl" | "en" = "nl") {
  const found = from.catalogue.engine.search(
    `catalog_${store}`,
    "category",
    { query: { term: { id } } },
    { size: 1 },
  );
  return found.hits.hits[0]?._source as CategoryDocument | undefined;
}

interface TreeNode {
  id: number;
  children: TreeNode[];
}
const childIds = (nodes: TreeNode[], parent: number): number[] => {
  for (const node of nodes) {
    if (node.id === parent) return node.children.map((child) => child.id);
    const below = childIds(node.children, parent);
    if (below.length) return below;
  }
  return [];
};

describe("the category tree", () => {
  it("refuses calls without a session (401), without the CSRF token (403), and staff's changes (403)", async () => {
    const routes = [
      { method: "POST" as const, path: "/api/admin/categories", body: {} },
      { method: "PATCH" as const, path: "/api/admin/categories/4", body: {} },
    ];
    await expectLoginNeeded(ctx.shop, [
      ...routes,
      { method: "GET", path: "/api/admin/categories" },
    ]);
    await expectCsrfNeeded(ctx.shop, ctx.owner, routes);
    await expectOwnerOnly(ctx.shop, ctx.staff, routes);
  });

  it("shows staff the tree from the root category down, children in their order", async () => {
    const reply = await ctx.api.call("GET", "/api/admin/categories", { session: ctx.staff });
    expect(reply.status).toBe(200);
    const [root] = reply.body.result;
    expect(root).toMatchObject({ id: 2, name: { nl: "Default Category" }, is_active: true });
    expect(childIds(reply.body.result, 2).slice(0, 3)).toEqual([3, 4, 5]);
    expect(childIds(reply.body.result, 9)).toEqual([10, 11, 12]);
  });

  it("creates a category under a parent at a position, shown by every process within a second", async () => {
    const reply = await post({
      name: { nl: "Blouses", en: "Blouses" },
      parent_id: 2,
      position: 2,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const children = childIds(reply.body.result, 2);
    const id = children[1]!;
    expect(children.slice(0, 3)).toEqual([3, id, 4]);
    expect(category(ctx.shop.shop, id)).toMatchObject({
      name: "Blouses",
      url_key: "blouses",
      is_active: true,
    });
    await within(1_000, () => category(ctx.second.shop, id)?.name === "Blouses");
  });

  it("renames, moves and reorders a category; its products' addresses follow", async () => {
    const sandals = 10;
    const renamed = await patch(sandals, {
      name: { nl: "Sandaaltjes", en: "Sandals" },
      url_key: { nl: "sandaaltjes", en: "sandals" },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(category(ctx.shop.shop, sandals)).toMatchObject({
      name: "Sandaaltjes",
      url_path: "schoenen/sandaaltjes",
    });
    const moved = await patch(sandals, { parent_id: 16, position: 1 });
    expect(moved.status).toBe(200);
    expect(childIds(moved.body.result, 16)[0]).toBe(sandals);
    expect(childIds(moved.body.result, 9)).toEqual([11, 12]);
    expect(category(ctx.shop.shop, sandals)?.url_path).toBe("sale/sandaaltjes");
    const product = ctx.shop.shop.catalogue.engine.search(
      "catalog_nl",
      "product",
      { query: { term: { category_ids: sandals } } },
      { size: 1 },
    ).hits.hits[0]?._source as ProductDocument | undefined;
    expect(product?.url_path).toMatch(/^sale\/sandaaltjes\/[a-z0-9-]+$/);
    const reordered = await patch(12, { position: 1 });
    expect(childIds(reordered.body.result, 9)).toEqual([12, 11]);
    await within(1_000, () => category(ctx.second.shop, sandals)?.url_path === "sale/sandaaltjes");
  });

  it("disables and enables a category", async () => {
    const off = await patch(7, { is_active: false });
    expect(off.status).toBe(200);
    expect(category(ctx.shop.shop, 7)?.is_active).toBe(false);
    await within(1_000, () => category(ctx.second.shop, 7)?.is_active === false);
    await patch(7, { is_active: true });
    expect(category(ctx.shop.shop, 7)?.is_active).toBe(true);
  });

  it("refuses a move below itself, a url key a sibling has, an unknown category and bad values", async () => {
    const below = await patch(9, { parent_id: 11 }, { "accept-language": "en" });
    expect(below.body).toEqual({
      code: 400,
      result: "parent_id: is the category itself or below it",
      meta: { field: "parent_id" },
    });
    const twin = await post({ name: { nl: "Jurken", en: "Dresses" }, parent_id: 2 });
    expect(twin.body.meta).toEqual({ field: "url_key.nl" });
    const parent = await post({ name: { nl: "Nieuw", en: "New" }, parent_id: 99999 });
    expect(parent.body.meta).toEqual({ field: "parent_id" });
    const unknown = await patch(99999, { is_active: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, result: "No category with id 99999" });
    const root = await patch(2, { parent_id: 4 });
    expect(root.body.meta).toEqual({ field: "parent_id" });
    for (const [field, body, why] of [
      ["name", { parent_id: 2 }, "is required"],
      ["name.en", { name: { nl: "Truien", en: "" }, parent_id: 2 }, "must be 1 to 255 characters"],
      [
        "url_key.nl",
        {
          name: { nl: "Truien", en: "Jumpers" },
          url_key: { nl: "Truien!", en: "x" },
          parent_id: 2,
        },
        "may hold only lower-case letters, digits and dashes (as summer-dress)",
      ],
      [
        "position",
        { name: { nl: "Truien", en: "Jumpers" }, parent_id: 2, position: 0 },
        "must be a number",
      ],
      [
        "is_active",
        { name: { nl: "Truien", en: "Jumpers" }, parent_id: 2, is_active: "yes" },
        "has a value that is not valid",
      ],
    ] as const) {
      const reply = await post(body);
      expect(reply.status, field).toBe(400);
      expect(reply.body.meta, field).toEqual({ field });
      expect(reply.body.result, field).toBe(`${field}: ${why}`);
    }
  });
});
