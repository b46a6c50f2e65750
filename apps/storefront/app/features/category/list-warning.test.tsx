// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { EMPTY_LIST_QUERY } from "../../parts/catalog-filters/list-query";
import { readListQuery } from "../../parts/catalog-filters/url-list-query";
import { renderAt } from "../../test-support/render";
import { ListWarning } from "./list-warning";

describe("an empty product list (docs/specification/messages.md)", () => {
  it("warns 'No products synchronized for this category. Please come back while online!' when the list failed", async () => {
    const view = await renderAt("/en/c/dresses", <ListWarning query={EMPTY_LIST_QUERY} failed />);
    expect(view.querySelector('[role="status"]')?.textContent).toBe(
      "No products synchronized for this category. Please come back while online!",
    );
  });

  it("gives the same warning in Dutch for an empty category", async () => {
    const view = await renderAt(
      "/c/jurken",
      <ListWarning query={EMPTY_LIST_QUERY} failed={false} />,
    );
    expect(view.textContent).toContain(
      "Er zijn geen producten gesynchroniseerd voor deze categorie.",
    );
  });

  it("offers to clear the filters when they match nothing", async () => {
    const query = readListQuery(new URLSearchParams("color=101&sort=price-asc"));
    const view = await renderAt("/en/c/dresses", <ListWarning query={query} failed={false} />);
    expect(view.textContent).toContain("No products match these filters.");
    expect(view.querySelector("a")?.getAttribute("href")).toBe("/en/c/dresses?sort=price-asc");
  });
});
