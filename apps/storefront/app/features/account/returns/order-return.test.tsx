// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../test-support/render";
import "../../../i18n/account-texts";
import { envelope } from "../../../test-support/api-envelope";
import { storedTokenInEachTest } from "../test-support/stored-token";
import OrderReturn from "./order-return";

const OPEN = {
  until: "2026-12-10T10:00:00.000Z",
  open: true,
  lines: [
    { sku: "jurk-m", name: "Jurk Lotte", qty: 2 },
    { sku: "top-s", name: "Top Fien", qty: 1 },
  ],
};

storedTokenInEachTest();

/** A fetch that answers the returnable call, then the given answer to the return itself. */
function shopAnswering(
  returnable: unknown,
  answer: Response = envelope(200, { number: "R-000042" }),
) {
  const fetchSpy = vi.fn(async (input: RequestInfo | URL) =>
    String(input).startsWith("/api/user/returns/returnable") ? envelope(200, returnable) : answer,
  );
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
}

async function click(element: Element | null) {
  if (!element) throw new Error("nothing to click");
  await act(async () => {
    (element as HTMLElement).click();
  });
}

async function choose(view: HTMLElement, name: string, value: string) {
  const select = view.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (!select) throw new Error(`no field ${name}`);
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

async function type(view: HTMLElement, name: string, value: string) {
  const area = view.querySelector<HTMLTextAreaElement>(`textarea[name="${name}"]`);
  if (!area) throw new Error(`no field ${name}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(area, value);
    area.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function submit(view: HTMLElement) {
  await act(async () => {
    view.querySelector<HTMLFormElement>('[data-testid="return-form"]')?.requestSubmit();
  });
}

async function openForm(path: string, returnable: unknown = OPEN, answer?: Response) {
  const fetchSpy = shopAnswering(returnable, answer);
  const view = await renderAt(path, <OrderReturn incrementId="000000123" />);
  await vi.waitFor(() => expect(view.querySelector('[data-testid="start-return"]')).not.toBeNull());
  await click(view.querySelector('[data-testid="start-return"]'));
  return { view, fetchSpy };
}

describe("Return: the button", () => {
  it.each([
    ["/my-account", "Retourneren"],
    ["/en/my-account", "Return"],
  ])("shows on %s as '%s' while the order can be sent back", async (path, label) => {
    const fetchSpy = shopAnswering(OPEN);
    const view = await renderAt(path, <OrderReturn incrementId="000000123" />);
    await vi.waitFor(() =>
      expect(view.querySelector('[data-testid="start-return"]')?.textContent).toBe(label),
    );
    expect(String((fetchSpy.mock.calls[0] as unknown[])[0])).toMatch(
      /^\/api\/user\/returns\/returnable\?token=token-of-anna&storeCode=(nl|en)&increment_id=000000123$/,
    );
  });

  it("stays away once the 14 days are over or before anything shipped", async () => {
    shopAnswering({ ...OPEN, open: false });
    const view = await renderAt("/my-account", <OrderReturn incrementId="000000123" />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(view.querySelector('[data-testid="start-return"]')).toBeNull();
  });
});

describe("Return: the form", () => {
  it("has a fieldset with a legend per shipped line and a label for every field", async () => {
    const { view } = await openForm("/my-account");
    const legends = [...view.querySelectorAll("fieldset legend")].map((l) => l.textContent);
    expect(legends).toEqual(["Jurk Lotte (jurk-m)", "Top Fien (top-s)"]);
    await choose(view, "qty-jurk-m", "2");
    const fields = view.querySelectorAll("select, textarea");
    expect(fields.length).toBeGreaterThan(2);
    for (const field of fields) {
      const label = view.querySelector(`label[for="${field.id}"]`);
      expect(label?.textContent, field.getAttribute("name") ?? "").toBeTruthy();
    }
    const quantities = [...view.querySelectorAll('select[name="qty-jurk-m"] option')];
    expect(quantities.map((o) => o.textContent)).toEqual(["0", "1", "2"]);
  });

  it("asks for a line, a reason and, with 'Anders', a comment before it sends anything", async () => {
    const { view, fetchSpy } = await openForm("/my-account");
    const error = () => view.querySelector('[data-testid="return-error"]')?.textContent;
    await submit(view);
    expect(error()).toBe("Kies minstens één artikel om terug te sturen.");
    await choose(view, "qty-jurk-m", "1");
    await submit(view);
    expect(error()).toBe("Kies een reden voor elk artikel dat je terugstuurt.");
    await choose(view, "reason-jurk-m", "other");
    await submit(view);
    expect(error()).toBe("Vertel ons bij ‘Anders’ in een toelichting waarom.");
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("sends the chosen lines and shows the return number", async () => {
    const { view, fetchSpy } = await openForm("/my-account");
    await choose(view, "qty-jurk-m", "2");
    await choose(view, "reason-jurk-m", "too_small");
    await choose(view, "qty-top-s", "1");
    await choose(view, "reason-top-s", "other");
    await type(view, "comment-top-s", "Kleur valt tegen");
    await submit(view);
    await vi.waitFor(() =>
      expect(view.querySelector('[data-testid="return-done"]')?.textContent).toBe(
        "Je retour is aangemeld met retournummer R-000042. We hebben je een mail gestuurd met het retouradres.",
      ),
    );
    const [url, init] = fetchSpy.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe("/api/user/returns?token=token-of-anna&storeCode=nl");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      increment_id: "000000123",
      lines: [
        { sku: "jurk-m", qty: 2, reason: "too_small" },
        { sku: "top-s", qty: 1, reason: "other", comment: "Kleur valt tegen" },
      ],
    });
  });

  it("says in English that returns end 14 days after shipping when the shop refuses it late", async () => {
    const late = envelope(409, "Returns are possible up to 14 days after shipping");
    const { view } = await openForm("/en/my-account", OPEN, late);
    await choose(view, "qty-top-s", "1");
    await choose(view, "reason-top-s", "damaged");
    await submit(view);
    await vi.waitFor(() =>
      expect(view.querySelector('[data-testid="return-error"]')?.textContent).toBe(
        "Returns are possible up to 14 days after shipping.",
      ),
    );
    expect(view.querySelector('[data-testid="return-done"]')).toBeNull();
  });
});
