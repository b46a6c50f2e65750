// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test-support/render";
import { LoadMore } from "./load-more";
import { readListQuery } from "./url-list-query";

const atPage = (page: number) => readListQuery(new URLSearchParams(`page=${page}`));

describe("Load more (docs/specification/catalogue.md)", () => {
  it("never stops while there are more products: past 2,000 it still offers the next page", async () => {
    const view = await renderAt(
      "/en/c/dresses",
      <LoadMore query={atPage(40)} shown={2000} total={2600} listId="list" />,
    );
    const more = view.querySelector(".load-more a");
    expect(more?.textContent).toBe("Load more");
    expect(more?.getAttribute("href")).toBe("/en/c/dresses?page=41");
  });

  it("is not shown once every product is shown", async () => {
    const view = await renderAt(
      "/c/jurken",
      <LoadMore query={atPage(3)} shown={120} total={120} listId="list" />,
    );
    expect(view.querySelector(".load-more a")).toBeNull();
    expect(view.querySelector('[role="status"]')).toBeNull();
  });

  it("past the catalogue search's window hides the button and says how to see the others, in English and Dutch", async () => {
    const english = await renderAt(
      "/en/c/dresses",
      <LoadMore query={atPage(100)} shown={5000} total={12500} listId="list" />,
    );
    expect(english.querySelector(".load-more a")).toBeNull();
    expect(english.querySelector('[role="status"]')?.textContent).toBe(
      "These are the first 5000 products: choose a filter or sort order to see the others.",
    );
    const dutch = await renderAt(
      "/c/jurken",
      <LoadMore query={atPage(100)} shown={5000} total={12500} listId="list" />,
    );
    expect(dutch.querySelector('[role="status"]')?.textContent).toBe(
      "Dit zijn de eerste 5000 artikelen: kies een filter of sortering om de andere te zien.",
    );
  });
});
