import { afterAll, describe, expect, it } from "vitest";
import { shopForTests } from "./shop-for-tests";
import {
  GOOD_PASSWORD,
  outboxMails,
  registeredCustomer,
  userApi,
  waitForMails,
} from "./user-test-shop";

const ctx = shopForTests(userApi, { settings: { publicUrl: "https://shop.example" } });
afterAll(async () => {
  await ctx.shop?.shop.mail.sendDue();
});

let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `nieuw${addresses}-${Math.random().toString(36).slice(2, 8)}@example.com`;
};

/** A profile with the given e-mail address and first name (the names registeredCustomer gave). */
const changeOf = (email: string, firstname = "Anna") => ({
  email,
  firstname,
  lastname: "de Vries",
});

describe("changing the e-mail address", () => {
  it("needs the current password, refused in the store view's language", async () => {
    const me = await registeredCustomer(ctx.api);
    const without = await ctx.api.updateMe(me.token, changeOf(freshAddress()));
    expect(without).toEqual({
      status: 400,
      body: { code: 400, result: "Vul je huidige wachtwoord in om je e-mailadres te wijzigen." },
    });
    const english = await ctx.api.updateMe(
      me.token,
      changeOf(freshAddress()),
      undefined,
      "&storeCode=en",
    );
    expect(english.body.result).toBe("Enter your current password to change your e-mail address.");
    const wrong = await ctx.api.updateMe(me.token, changeOf(freshAddress()), "Verkeerd123!");
    expect(wrong).toEqual({
      status: 400,
      body: {
        code: 400,
        result: "Het huidige wachtwoord klopt niet. Je e-mailadres is niet gewijzigd.",
      },
    });
    const wrongEnglish = await ctx.api.updateMe(
      me.token,
      changeOf(freshAddress()),
      "Verkeerd123!",
      "&storeCode=en",
    );
    expect(wrongEnglish.body.result).toBe(
      "The current password is not correct. Your e-mail address has not been changed.",
    );
    expect((await ctx.api.me(me.token)).body.result.email).toBe(me.email);
    // The same address in other letters is no change: no password needed.
    const same = await ctx.api.updateMe(me.token, changeOf(me.email.toUpperCase(), "Bea"));
    expect(same.status).toBe(200);
  });

  it("counts wrong current passwords as failed logins of the account", async () => {
    const me = await registeredCustomer(ctx.api);
    for (let i = 0; i < 5; i++) {
      const wrong = await ctx.api.updateMe(me.token, changeOf(freshAddress()), "Fout12345!");
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        code: 400,
        result: "Het huidige wachtwoord klopt niet. Je e-mailadres is niet gewijzigd.",
      });
    }
    const locked = await ctx.api.updateMe(me.token, changeOf(freshAddress()), GOOD_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.result).toMatch(/^Te vaak een verkeerd wachtwoord voor dit account/);
    expect((await ctx.api.me(me.token)).body.result.email).toBe(me.email);
  });

  it("changes it with the current password and mails the old address how to undo it", async () => {
    const me = await registeredCustomer(ctx.api);
    const newEmail = freshAddress();
    const changed = await ctx.api.updateMe(me.token, changeOf(newEmail), GOOD_PASSWORD);
    expect(changed.status).toBe(200);
    expect(changed.body.result.email).toBe(newEmail);
    expect((await ctx.api.me(me.token)).body.result.email).toBe(newEmail);
    expect((await ctx.api.login(newEmail)).status).toBe(200);
    const [mail] = await waitForMails(ctx.shop, me.email, "email-changed");
    expect(mail!.text).toContain("Je e-mailadres is gewijzigd");
    expect(mail!.text).toContain(newEmail);
    expect(mail!.text).toContain("Heb je dit niet zelf gedaan?");
    expect(mail!.text).toContain("https://shop.example/contact");
    expect(mail!.raw).toMatch(new RegExp(`^To: .*${me.email.replace(/[.+]/g, "\\$&")}`, "m"));
  });

  it("mails the old address in English from the English store view", async () => {
    const me = await registeredCustomer(ctx.api);
    const changed = await ctx.api.updateMe(
      me.token,
      changeOf(freshAddress()),
      GOOD_PASSWORD,
      "&storeCode=en",
    );
    expect(changed.status).toBe(200);
    const [mail] = await waitForMails(ctx.shop, me.email, "email-changed");
    expect(mail!.text).toContain("Your e-mail address was changed");
    expect(mail!.text).toContain("https://shop.example/en/contact");
  });

  it("answers a taken address as a free one, keeps the account's own, and mails the taken address's owner", async () => {
    const free = await registeredCustomer(ctx.api);
    const mine = await registeredCustomer(ctx.api);
    const theirs = await registeredCustomer(ctx.api, { firstname: "Carla" });
    const freeAnswer = await ctx.api.updateMe(
      free.token,
      changeOf(freshAddress(), "Bea"),
      GOOD_PASSWORD,
    );
    const takenAnswer = await ctx.api.updateMe(
      mine.token,
      changeOf(theirs.email, "Bea"),
      GOOD_PASSWORD,
    );
    // The same answer either way: status, shape, the address asked for.
    expect(takenAnswer.status).toBe(freeAnswer.status);
    expect(Object.keys(takenAnswer.body.result).sort()).toEqual(
      Object.keys(freeAnswer.body.result).sort(),
    );
    expect(takenAnswer.body.result).toMatchObject({ email: theirs.email, firstname: "Bea" });
    // Nothing but the names changed, and both accounts keep their own address.
    const after = (await ctx.api.me(mine.token)).body.result;
    expect(after).toMatchObject({ email: mine.email, firstname: "Bea" });
    expect((await ctx.api.me(theirs.token)).body.result.email).toBe(theirs.email);
    expect((await ctx.api.login(theirs.email)).status).toBe(200);
    // The owner of the taken address hears of it; the old address hears of no change.
    const [warning] = await waitForMails(ctx.shop, theirs.email, "email-taken");
    expect(warning!.text).toContain("Iemand probeerde je e-mailadres te gebruiken");
    expect(warning!.text).toContain("Hallo Carla,");
    await waitForMails(ctx.shop, free.email, "email-changed");
    expect(await outboxMails(ctx.shop, mine.email, "email-changed")).toEqual([]);
  });
});
