import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import { backOfficeAs, createMember, STAFF_PASSWORD } from "./support/back-office";
import { shopAndBrowser } from "./support/shop-and-browser";

// A shop of its own: the back office's login allows 10 tries per address in 10 minutes.
const opened = shopAndBrowser();
const TWO_STEP = "twee-stappen@etalage.test";
const OWN_PROFILE = "own-profile@etalage.test";
const NEW_PASSWORD = "Paspop-2027!";

beforeAll(() => {
  createMember(opened.shop.dataDir, TWO_STEP, "staff");
  createMember(opened.shop.dataDir, OWN_PROFILE, "staff");
});

describe("two-step login in the back office", () => {
  it("turns on two-step login on my profile with the authenticator's code; the next login asks for a code and lets her in with it", async () => {
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, TWO_STEP, "nl");
    await page.getByRole("link", { name: "Mijn profiel" }).click();
    await page.getByRole("button", { name: "Inloggen in twee stappen aanzetten" }).click();
    const secret = (await page.locator("code.secret").textContent()) ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.locator("#totp-code").fill(await generate({ secret }));
    await page.getByRole("button", { name: "Code bevestigen" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe("Inloggen in twee stappen staat aan.");
    await page.getByRole("button", { name: "Uitloggen" }).click();

    await page.locator("#email").fill(TWO_STEP);
    await page.locator("#password").fill(STAFF_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.locator("#otp").waitFor();
    expect(await page.locator("#dashboard-title").count()).toBe(0);
    await page.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.locator("#otp-error").textContent())
      .toBe("Vul de code uit je authenticator-app in.");
    await page.locator("#otp").fill("000000");
    await page.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("De winkel meldt: De code uit je authenticator-app klopt niet");
    await page.locator("#otp").fill(await generate({ secret }));
    await page.locator('button[type="submit"]').click();
    await page.locator("#dashboard-title").waitFor();
    await page.context().close();
  });

  it("changes her own password and turns two-step login off with a code on my profile, in English", async () => {
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWN_PROFILE, "en");
    await page.getByRole("link", { name: "My profile" }).click();
    await page.locator("#current-password").fill("Not-my-password1");
    await page.locator("#new-password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("The shop says: Your current password is not right");
    await page.locator("#current-password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe("Your password is changed.");

    await page.getByRole("button", { name: "Turn on two-step login" }).click();
    const secret = (await page.locator("code.secret").textContent()) ?? "";
    await page.locator("#totp-code").fill(await generate({ secret }));
    await page.getByRole("button", { name: "Confirm the code" }).click();
    await page.locator("#totp-off-code").fill(await generate({ secret }));
    await page.getByRole("button", { name: "Turn off two-step login" }).click();
    await expect
      .poll(() => page.getByRole("status").allTextContents())
      .toEqual(["Two-step login is off.", "Your password is changed."]);

    // The next login takes the new password alone.
    await page.getByRole("button", { name: "Log out" }).click();
    await page.locator("#email").fill(OWN_PROFILE);
    await page.locator("#password").fill(NEW_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.locator("#dashboard-title").waitFor();
    await page.context().close();
  });
});
