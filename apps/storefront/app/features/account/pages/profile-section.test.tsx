// @vitest-environment happy-dom
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "../../../i18n/account-texts";
import { renderAt } from "../../../test-support/render";
import { submit, typeInto } from "../../../test-support/type-into";
import type { FakeUserServer } from "../test-support/fake-user-server";
import { endTabsAfterEachTest, loggedInTab } from "../test-support/logged-in-tab";

let server: FakeUserServer;
/** The profile updates sent: their JSON bodies. */
let sentProfiles: { customer: { email: string }; password?: string }[];

beforeEach(() => {
  sentProfiles = [];
  ({ server } = loggedInTab((url, init) => {
    if (url.pathname === "/api/user/me" && init?.method === "POST")
      sentProfiles.push(JSON.parse(String(init.body)));
    return null;
  }));
});
endTabsAfterEachTest();

/** The profile form of a logged-in customer in a fresh tab (its own session). */
async function profileForm(path: string) {
  vi.resetModules();
  const { ProfileSection } = await import("./profile-section");
  const engine = await import("../session/session-engine");
  const view = await renderAt(path, <ProfileSection />);
  await vi.waitFor(() => expect(engine.theSession().get().user?.email).toBe("anna@example.com"));
  await act(async () => {});
  const field = (name: string) => view.querySelector<HTMLInputElement>(`[name="${name}"]`);
  const form = view.querySelector<HTMLFormElement>('[data-testid="profile-form"]');
  return { view, field, form };
}

describe("the profile form's e-mail address", () => {
  it("asks for the current password only once the address changes", async () => {
    const { view, field } = await profileForm("/my-account");
    expect(field("password")).toBeNull();
    await typeInto(field("email"), "ANNA@example.com");
    expect(field("password")).toBeNull();
    await typeInto(field("email"), "anna.nieuw@example.com");
    expect(field("password")?.type).toBe("password");
    expect(view.textContent).toContain(
      "Vul je huidige wachtwoord in om je e-mailadres te wijzigen.",
    );
  });

  it("sends the current password with a new address, and the shop's refusal of a wrong one", async () => {
    const { view, field, form } = await profileForm("/my-account");
    await typeInto(field("email"), "anna.nieuw@example.com");
    await typeInto(field("password"), "Fout12345!");
    await submit(form);
    await vi.waitFor(() =>
      expect(view.querySelector('[data-testid="form-refusal"]')?.textContent).toBe(
        "Het huidige wachtwoord klopt niet. Je e-mailadres is niet gewijzigd.",
      ),
    );
    await typeInto(field("password"), "Geheim123!");
    await submit(form);
    await vi.waitFor(() => expect(server.customer.email).toBe("anna.nieuw@example.com"));
    expect(sentProfiles.map((sent) => sent.password)).toEqual(["Fout12345!", "Geheim123!"]);
    await vi.waitFor(() => expect(field("password")).toBeNull());
  });

  it("is not sent without the current password", async () => {
    const { view, field, form } = await profileForm("/en/my-account");
    await typeInto(field("email"), "anna.new@example.com");
    await submit(form);
    expect(view.querySelector('[data-testid="field-error"]')?.textContent).toBe(
      "Field is required",
    );
    expect(view.textContent).toContain(
      "Enter your current password to change your e-mail address.",
    );
    expect(sentProfiles).toEqual([]);
  });

  it("sends names without a password", async () => {
    const { field, form } = await profileForm("/my-account");
    await typeInto(field("firstname"), "Bea");
    await submit(form);
    await vi.waitFor(() => expect(server.customer.firstname).toBe("Bea"));
    expect(sentProfiles).toHaveLength(1);
    expect(sentProfiles[0]).not.toHaveProperty("password");
  });

  it("is refused offline, so the password never waits in the sync queue", async () => {
    const { view, field, form } = await profileForm("/my-account");
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await typeInto(field("email"), "anna.nieuw@example.com");
    await typeInto(field("password"), "Geheim123!");
    await submit(form);
    await vi.waitFor(() =>
      expect(view.querySelector('[data-testid="form-refusal"]')?.textContent).toBe(
        "Je e-mailadres wijzigen lukt niet zonder internetverbinding.",
      ),
    );
    expect(sentProfiles).toEqual([]);
  });
});
