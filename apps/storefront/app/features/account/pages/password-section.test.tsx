// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../test-support/render";
import "../../../i18n/account-texts";
import { PasswordSection } from "./password-section";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

async function changePasswordOffline(path: string): Promise<HTMLElement> {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  const fetchSpy = vi.fn();
  vi.stubGlobal("fetch", fetchSpy);
  const view = await renderAt(path, <PasswordSection />);
  const fill = (name: string, value: string) => {
    const input = view.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (!input) throw new Error(`no field ${name}`);
    // React follows a field through the value setter of the element's prototype.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };
  await act(async () => {
    fill("current", "Oud-wachtwoord1");
    fill("password", "Nieuw-wachtwoord2");
    fill("repeat", "Nieuw-wachtwoord2");
  });
  const form = view.querySelector<HTMLFormElement>('[data-testid="password-form"]');
  await act(async () => {
    form?.requestSubmit();
  });
  expect(fetchSpy).not.toHaveBeenCalled();
  return view;
}

describe("password change while offline (docs/specification/validation.md)", () => {
  it("refuses with 'Reset password feature does not work while offline!' and sends nothing", async () => {
    const view = await changePasswordOffline("/en/my-account");
    expect(view.querySelector('[data-testid="form-refusal"]')?.textContent).toBe(
      "Reset password feature does not work while offline!",
    );
  });

  it("refuses in Dutch in the Dutch store view", async () => {
    const view = await changePasswordOffline("/my-account");
    expect(view.querySelector('[data-testid="form-refusal"]')?.textContent).toBe(
      "Je wachtwoord wijzigen lukt niet zonder internetverbinding!",
    );
  });
});
