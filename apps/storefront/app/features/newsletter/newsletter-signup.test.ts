import { afterEach, describe, expect, it, vi } from "vitest";
import { signUp } from "./newsletter-signup";

afterEach(() => vi.restoreAllMocks());

describe("the newsletter sign-up", () => {
  it("refuses a bad address with the seed's message and sends nothing", async () => {
    const send = vi.fn();
    expect(await signUp("anna@", "nl", send)).toEqual({ ok: false, message: "rules.invalidEmail" });
    expect(await signUp(" ", "nl", send)).toEqual({ ok: false, message: "rules.required" });
    expect(send).not.toHaveBeenCalled();
  });

  it("sends a good address in the store view's language and asks to check the inbox", async () => {
    const send = vi.fn(async () => "OK");
    expect(await signUp("anna@example.com", "en", send)).toEqual({
      ok: true,
      message: "newsletter.checkInbox",
    });
    expect(send).toHaveBeenCalledWith("anna@example.com", "en");
  });

  it("says the sign-up failed when the shop refuses it", async () => {
    const send = vi.fn(async () => {
      throw new Error("429");
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await signUp("anna@example.com", "nl", send)).toEqual({
      ok: false,
      message: "newsletter.failed",
    });
  });
});
