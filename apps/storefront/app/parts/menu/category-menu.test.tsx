// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test-support/render";
import { CategoryMenu } from "./category-menu";
import type { MenuItem } from "./menu-tree";

const menu: MenuItem[] = [
  { id: 4, name: "Dresses", urlKey: "dresses", children: [] },
  {
    id: 9,
    name: "Shoes",
    urlKey: "shoes",
    children: [{ id: 10, name: "Sandals", urlKey: "sandals", children: [] }],
  },
];

describe("category menu", () => {
  it("links each category and its submenu inside the store view", async () => {
    const view = await renderAt("/en", <CategoryMenu menu={menu} />);
    const links = [...view.querySelectorAll("nav a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/en/c/dresses", "/en/c/shoes", "/en/c/sandals"]);
    expect(view.querySelector(".submenu")?.getAttribute("aria-label")).toBe("Shoes submenu");
  });

  it("marks the current category's link", async () => {
    const view = await renderAt("/c/sandals", <CategoryMenu menu={menu} />);
    expect(view.querySelector('[aria-current="page"]')?.textContent).toBe("Sandals");
  });

  it("opens the phone panel from the menu button and closes it with Escape", async () => {
    const view = await renderAt("/", <CategoryMenu menu={menu} />);
    const toggle = view.querySelector<HTMLButtonElement>(".menu-toggle")!;
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await act(async () => toggle.click());
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(view.querySelector(".site-menu")?.classList.contains("is-open")).toBe(true);
    expect(document.activeElement?.className).toContain("site-menu__close");
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });
});
