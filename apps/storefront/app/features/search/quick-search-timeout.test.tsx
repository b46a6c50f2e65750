// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOG_TIMEOUT_MS } from "../../lib/api/catalog";
import { renderAt } from "../../test-support/render";
import { typeInto } from "../../test-support/type-into";
import QuickSearchPanel from "./quick-search-panel";
import { QUICK_SEARCH_DELAY_MS } from "./use-quick-search";

const note = (view: HTMLElement) => view.querySelector(".quick-search__note")?.textContent;

/** The header's search field and the panel under it, on a page of `path`. */
async function quickSearch(path: string) {
  const input = document.createElement("input");
  input.id = "search-field";
  document.body.append(input);
  const view = await renderAt(path, <QuickSearchPanel inputId="search-field" onClose={() => {}} />);
  await typeInto(input, "jurk");
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => true });
  // The catalogue never answers.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("a quick search the catalogue does not answer", () => {
  it("stops 'Searching…' after 5000 ms and says searching does not work now", async () => {
    const view = await quickSearch("/en");
    await act(async () => vi.advanceTimersByTime(QUICK_SEARCH_DELAY_MS));
    expect(note(view)).toBe("Searching…");
    await act(async () => vi.advanceTimersByTime(CATALOG_TIMEOUT_MS - 1));
    expect(note(view)).toBe("Searching…");
    await act(async () => vi.advanceTimersByTime(1));
    expect(note(view)).toBe("Searching does not work right now. Please try again shortly.");
  });

  it("says so in Dutch in the Dutch store view", async () => {
    const view = await quickSearch("/");
    await act(async () => vi.advanceTimersByTime(QUICK_SEARCH_DELAY_MS + CATALOG_TIMEOUT_MS));
    expect(note(view)).toBe("Zoeken lukt nu niet. Probeer het zo opnieuw.");
  });
});
