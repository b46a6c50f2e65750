// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../test-support/render";
import { useIntentPrefetch } from "./use-intent-prefetch";

/** A list of links with the hook, showing the page it names. */
function Links() {
  const prefetch = useIntentPrefetch();
  return (
    <>
      <ul {...prefetch.handlers}>
        <li>
          <a href="/c/jassen">Jassen</a>
        </li>
        <li>
          <a href="https://elders.example/c/jassen">Elders</a>
        </li>
      </ul>
      <output>{prefetch.page ?? "none"}</output>
    </>
  );
}

const over = (element: Element, type: "mouseover" | "mouseout") =>
  act(async () => {
    element.dispatchEvent(new MouseEvent(type, { bubbles: true }));
  });
const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe("prefetch on intent for plain links", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("names a link's page once the pointer has rested on it for 100 ms, and forgets it on leaving", async () => {
    vi.useFakeTimers();
    const view = await renderAt("/", <Links />);
    const [jassen] = view.querySelectorAll("a");
    await over(jassen!, "mouseover");
    await wait(99);
    expect(view.querySelector("output")?.textContent).toBe("none");
    await wait(1);
    expect(view.querySelector("output")?.textContent).toBe("/c/jassen");
    await over(jassen!, "mouseout");
    expect(view.querySelector("output")?.textContent).toBe("none");
  });

  it("names no page for a pointer passing by, nor for a link to another site", async () => {
    vi.useFakeTimers();
    const view = await renderAt("/", <Links />);
    const [jassen, elders] = view.querySelectorAll("a");
    await over(jassen!, "mouseover");
    await wait(50);
    await over(jassen!, "mouseout");
    await wait(100);
    await over(elders!, "mouseover");
    await wait(200);
    expect(view.querySelector("output")?.textContent).toBe("none");
  });
});
