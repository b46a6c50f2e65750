// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../test-support/render";
import "../../../i18n/account-texts";
import { envelope } from "../../../test-support/api-envelope";
import { storedTokenInEachTest } from "../test-support/stored-token";
import { DeleteAccount, DownloadMyData } from "./my-data-section";

storedTokenInEachTest();

async function click(element: Element | null) {
  if (!element) throw new Error("nothing to click");
  await act(async () => {
    (element as HTMLElement).click();
  });
}

function fill(view: HTMLElement, name: string, value: string) {
  const input = view.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!input) throw new Error(`no field ${name}`);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

async function submit(view: HTMLElement) {
  await act(async () => {
    view.querySelector<HTMLFormElement>('[data-testid="delete-account-form"]')?.requestSubmit();
  });
}

describe("My data: the download", () => {
  it.each([
    ["/my-account", "etalage-mijn-gegevens.json"],
    ["/en/my-account", "etalage-my-data.json"],
  ])("saves the export of %s as %s, with the token sent in the call only", async (path, name) => {
    const fetchSpy = vi.fn(async () => envelope(200, { profile: { email: "anna@example.com" } }));
    vi.stubGlobal("fetch", fetchSpy);
    const saved: { name: string; blob: Blob | null }[] = [];
    let lastBlob: Blob | null = null;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return "blob:my-data";
    });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: lastBlob });
    });
    const view = await renderAt(path, <DownloadMyData />);
    await click(view.querySelector('[data-testid="download-my-data"]'));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(String((fetchSpy.mock.calls[0] as unknown[])[0])).toMatch(
      /^\/api\/user\/export\?token=token-of-anna&storeCode=(nl|en)$/,
    );
    const [file] = saved;
    if (!file?.blob) throw new Error("nothing saved");
    expect(file.name).toBe(name);
    expect(JSON.parse(await file.blob.text())).toEqual({
      profile: { email: "anna@example.com" },
    });
  });
});

describe("My data: deleting the account", () => {
  it("asks for the password and the tick, with the focus on the password", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const view = await renderAt("/my-account", <DeleteAccount />);
    await click(view.querySelector('[data-testid="delete-account-start"]'));
    expect(document.activeElement?.getAttribute("name")).toBe("password");
    await submit(view);
    const errors = [...view.querySelectorAll('[data-testid="field-error"]')].map(
      (e) => e.textContent,
    );
    expect(errors).toEqual([
      "Dit veld is verplicht",
      "Vink aan dat je je account wilt verwijderen",
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says 'The password is not correct.' when the shop refuses the password, in English", async () => {
    const fetchSpy = vi.fn(async () => envelope(400, "The current password is not correct."));
    vi.stubGlobal("fetch", fetchSpy);
    const view = await renderAt("/en/my-account", <DeleteAccount />);
    await click(view.querySelector('[data-testid="delete-account-start"]'));
    await act(async () => fill(view, "password", "Verkeerd123!"));
    await click(view.querySelector('[name="confirm"]'));
    await submit(view);
    await vi.waitFor(() =>
      expect(view.querySelector('[data-testid="form-refusal"]')?.textContent).toBe(
        "The password is not correct.",
      ),
    );
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/user/delete?token=token-of-anna&storeCode=en");
    expect(JSON.parse(String(init.body))).toEqual({ password: "Verkeerd123!" });
  });

  it("refuses offline in Dutch and sends nothing", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const view = await renderAt("/my-account", <DeleteAccount />);
    await click(view.querySelector('[data-testid="delete-account-start"]'));
    await act(async () => fill(view, "password", "Geheim123!"));
    await click(view.querySelector('[name="confirm"]'));
    await submit(view);
    expect(view.querySelector('[data-testid="form-refusal"]')?.textContent).toBe(
      "Je account verwijderen lukt niet zonder internetverbinding.",
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("gives the focus back to the button when cancelled", async () => {
    const view = await renderAt("/my-account", <DeleteAccount />);
    await click(view.querySelector('[data-testid="delete-account-start"]'));
    await click([...view.querySelectorAll("button")].find((b) => b.textContent === "Annuleren")!);
    expect(document.activeElement?.getAttribute("data-testid")).toBe("delete-account-start");
  });
});
