import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import { backOfficeAs, createMember, STAFF_PASSWORD } from "./support/back-office";
import { shopAndBrowser } from "./support/shop-and-browser";

// A shop of its own: the back office's login allows 10 tries per address in 10 minutes.
const opened = shopAndBrowser();
const TWO_STEP = "twee-stappen@etalage.test";

beforeAll(() => {
  createMember(opened.shop.dataDir, TWO_STEP, "staff");
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
      .toBe("De winkel meldt: The code of your authenticator app is not right");
    await page.locator("#otp").fill(await generate({ secret }));
    await page.locator('button[type="submit"]').click();
    await page.locator("#dashboard-title").waitFor();
    await page.context().close();
  });
});
