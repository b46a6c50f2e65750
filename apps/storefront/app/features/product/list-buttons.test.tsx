// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAt } from "../../test-support/render";
import { CompareButton } from "../compare/public";
import { WishlistButton } from "../wishlist/public";
import { wishlist } from "../wishlist/test-support/wishlist-store";

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe("the product page's wishlist and compare buttons", () => {
  it("show what an earlier visit kept in the browser", async () => {
    localStorage.setItem("etalage:wishlist", '["JRK-1001"]');
    localStorage.setItem("etalage:compare", '["JAS-1002"]');
    const container = await renderAt(
      "/en",
      <>
        <WishlistButton sku="JRK-1001" name="Midi dress" />
        <CompareButton sku="JRK-1001" name="Midi dress" />
      </>,
    );
    const [wishlist, compare] = container.querySelectorAll("button");
    expect(wishlist?.textContent).toBe("Remove from my wishlist");
    expect(wishlist?.getAttribute("aria-pressed")).toBe("true");
    expect(compare?.textContent).toBe("Compare");
    expect(compare?.getAttribute("aria-pressed")).toBe("false");
  });

  it("put the product on the list and take it off, where the list's pages read it", async () => {
    localStorage.setItem("etalage:compare", '["JAS-1002"]');
    const container = await renderAt("/en", <CompareButton sku="JRK-1001" name="Midi dress" />);
    const button = container.querySelector("button");
    const click = () => act(async () => button?.click());
    await click();
    expect(localStorage.getItem("etalage:compare")).toBe('["JAS-1002","JRK-1001"]');
    expect(button?.textContent).toBe("Stop comparing");
    await click();
    expect(localStorage.getItem("etalage:compare")).toBe('["JAS-1002"]');
    expect(button?.getAttribute("aria-pressed")).toBe("false");
  });

  it("keep the wishlist the tab has open up to date", async () => {
    expect(wishlist.list()).toEqual([]);
    const container = await renderAt("/en", <WishlistButton sku="JRK-1001" name="Midi dress" />);
    await act(async () => container.querySelector("button")?.click());
    expect(wishlist.list()).toEqual(["JRK-1001"]);
  });
});
