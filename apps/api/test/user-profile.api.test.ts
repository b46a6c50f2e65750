import { describe, expect, it } from "vitest";
import { shopForTests } from "./shop-for-tests";
import type { Json } from "./test-shop";
import {
  customerAddress,
  GOOD_PASSWORD,
  type LoggedIn,
  NOT_AUTHORIZED,
  newCustomer,
  registeredCustomer,
  userApi,
  waitForMails,
} from "./user-test-shop";

const ctx = shopForTests(userApi);

/** A customer with one address; answers the login and the profile as GET /me gives it. */
async function customerWithAddress(): Promise<{ me: LoggedIn; profile: Json }> {
  const me = await registeredCustomer(ctx.api, { addresses: [customerAddress()] });
  const profile = (await ctx.api.me(me.token)).body.result;
  return { me, profile };
}

describe("POST /api/user/me", () => {
  it("changes names, e-mail and addresses, and answers the updated customer", async () => {
    const { me, profile } = await customerWithAddress();
    const newEmail = `nieuw-${me.id}@example.com`;
    const updated = await ctx.api.updateMe(
      me.token,
      {
        ...profile,
        firstname: "Bea",
        lastname: "Jansen",
        email: newEmail,
        addresses: [
          { ...profile.addresses[0], city: "Utrecht" },
          customerAddress({
            street: ["Oudegracht", "1"],
            default_billing: false,
            default_shipping: false,
          }),
        ],
      },
      GOOD_PASSWORD,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({
      firstname: "Bea",
      lastname: "Jansen",
      email: newEmail,
    });
    expect(updated.body.result.addresses).toHaveLength(2);
    expect(updated.body.result.addresses[0]).toMatchObject({
      id: profile.addresses[0].id,
      city: "Utrecht",
      street: ["Prinsengracht", "263"],
      default_billing: true,
    });
    expect(updated.body.result.default_shipping).toBe(String(profile.addresses[0].id));
    expect((await ctx.api.me(me.token)).body.result.firstname).toBe("Bea");
  });

  it("accepts GET /me's read-only fields back but never changes the group", async () => {
    const { me, profile } = await customerWithAddress();
    const updated = await ctx.api.updateMe(me.token, {
      ...profile,
      group_id: 4,
      created_at: "2000-01-01",
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result.group_id).toBe(1);
    expect(updated.body.result.created_at).toBe(profile.created_at);
  });

  it("removes the addresses left out of the list", async () => {
    const { me, profile } = await customerWithAddress();
    const updated = await ctx.api.updateMe(me.token, { ...profile, addresses: [] });
    expect(updated.body.result.addresses).toEqual([]);
  });

  it("refuses keys that are not part of a customer", async () => {
    const { me, profile } = await customerWithAddress();
    const reply = await ctx.api.updateMe(me.token, { ...profile, password_hash: "x" });
    expect(reply.status).toBe(400);
    expect(reply.body.result).toMatch(/password_hash/);
    const extraTop = await ctx.api.post(`/api/user/me?token=${me.token}`, {
      customer: profile,
      admin: true,
    });
    expect(extraTop.status).toBe(400);
    expect(extraTop.body).toEqual({
      code: 400,
      result: 'Invalid customer: Unrecognized key: "admin"',
    });
  });

  it("answers 403 for another customer's address id, and changes nothing", async () => {
    const mine = await customerWithAddress();
    const theirs = await customerWithAddress();
    const reply = await ctx.api.updateMe(mine.me.token, {
      ...mine.profile,
      addresses: [{ ...theirs.profile.addresses[0], city: "Gestolen" }],
    });
    expect(reply).toEqual({
      status: 403,
      body: { code: 403, result: "This address does not belong to your account." },
    });
    const after = (await ctx.api.me(theirs.me.token)).body.result;
    expect(after.addresses[0].city).toBe("Amsterdam");
    expect((await ctx.api.me(mine.me.token)).body.result.addresses[0].city).toBe("Amsterdam");
  });

  it("answers 403 for an address id that does not exist", async () => {
    const { me, profile } = await customerWithAddress();
    const reply = await ctx.api.updateMe(me.token, {
      ...profile,
      addresses: [{ ...profile.addresses[0], id: 999_999 }],
    });
    expect(reply).toEqual({
      status: 403,
      body: { code: 403, result: "This address does not belong to your account." },
    });
  });

  it("answers 403 for another customer's id", async () => {
    const mine = await customerWithAddress();
    const theirs = await customerWithAddress();
    const reply = await ctx.api.updateMe(mine.me.token, {
      ...mine.profile,
      id: theirs.me.id,
      firstname: "Eve",
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ code: 403, result: "You can only change your own account." });
    expect((await ctx.api.me(theirs.me.token)).body.result.firstname).toBe("Anna");
  });

  it("checks names, e-mail and addresses with the seeds' messages", async () => {
    const { me, profile } = await customerWithAddress();
    const cases: [object, string][] = [
      [{ firstname: "A" }, "Name must have at least 2 letters"],
      [{ email: "geen-adres" }, "Please provide valid e-mail address."],
      [{ addresses: [customerAddress({ postcode: "12" })] }, "Zip-code at least 3 letters"],
    ];
    for (const [change, message] of cases) {
      const reply = await ctx.api.updateMe(me.token, { ...profile, ...change });
      expect(reply, message).toEqual({ status: 400, body: { code: 400, result: message } });
    }
    const three = await ctx.api.updateMe(me.token, {
      ...profile,
      addresses: [customerAddress(), customerAddress(), customerAddress()],
    });
    expect(three.status).toBe(400);
    expect(three.body).toEqual({
      code: 400,
      result: "Invalid customer customer.addresses: A customer has at most 2 addresses",
    });
  });

  it("answers 401 without a valid token", async () => {
    const { profile } = await customerWithAddress();
    expect(await ctx.api.updateMe("nonsense", profile)).toEqual(NOT_AUTHORIZED);
  });
});

describe("POST /api/user/change-password", () => {
  it("changes the password, keeps this login, ends the others and mails the customer", async () => {
    const me = await registeredCustomer(ctx.api);
    const other = await ctx.api.login(me.email);
    const reply = await ctx.api.changePassword(me.token, GOOD_PASSWORD, "Winter2027?");
    expect(reply).toEqual({ status: 200, body: { code: 200, result: true } });
    expect((await ctx.api.me(me.token)).status).toBe(200);
    expect(await ctx.api.me(other.body.result)).toEqual(NOT_AUTHORIZED);
    expect(await ctx.api.refresh(other.body.meta.refreshToken)).toEqual(NOT_AUTHORIZED);
    expect(await ctx.api.login(me.email, GOOD_PASSWORD)).toEqual(NOT_AUTHORIZED);
    expect((await ctx.api.login(me.email, "Winter2027?")).status).toBe(200);
    const [mail] = await waitForMails(ctx.shop, me.email, "password-changed");
    expect(mail!.raw).toMatch(/^Subject: .+/m);
  });

  it("answers a wrong current password with 400 and {errorMessage, code}", async () => {
    const me = await registeredCustomer(ctx.api);
    const reply = await ctx.api.changePassword(me.token, "Verkeerd123!", "Winter2027?");
    expect(reply).toEqual({
      status: 400,
      body: {
        code: 400,
        result: { errorMessage: "The current password is not correct.", code: 400 },
      },
    });
    expect((await ctx.api.login(me.email)).status).toBe(200);
  });

  it("holds the new password to the seeds' rules", async () => {
    const me = await registeredCustomer(ctx.api);
    const short = await ctx.api.changePassword(me.token, GOOD_PASSWORD, "Kort1!");
    expect(short.body.result).toEqual({
      errorMessage: "Password must have at least 8 letters",
      code: 400,
    });
    const plain = await ctx.api.changePassword(me.token, GOOD_PASSWORD, "alleenkleineletters");
    expect(plain.body.result).toEqual({
      errorMessage: "Password must contain at least 3 different character classes",
      code: 400,
    });
    const wrongType = await ctx.api.post(`/api/user/change-password?token=${me.token}`, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 12345678,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.result.errorMessage).toMatch(/newPassword/);
  });

  it("answers 401 without a valid token", async () => {
    expect(await ctx.api.changePassword("nonsense", GOOD_PASSWORD, "Winter2027?")).toEqual(
      NOT_AUTHORIZED,
    );
  });
});

describe("POST /api/user/create", () => {
  it("stores the addresses given with the new account and sends a welcome mail", async () => {
    const customer = newCustomer({ addresses: [customerAddress()] });
    const created = await ctx.api.create(customer);
    expect(created.body.result.addresses).toMatchObject([
      {
        street: ["Prinsengracht", "263"],
        postcode: "1016 GV",
        country_id: "NL",
        default_billing: true,
      },
    ]);
    const [mail] = await waitForMails(ctx.shop, customer.email, "welcome");
    expect(mail!.text).toContain("Anna");
  });

  it("welcomes an English shopper in English", async () => {
    const customer = newCustomer();
    await ctx.api.create(customer, GOOD_PASSWORD, "?storeCode=en");
    const [mail] = await waitForMails(ctx.shop, customer.email, "welcome");
    expect(mail!.raw).toMatch(/Content-Language: en|lang="en"|lang=3D"en"/);
  });

  it("refuses an e-mail address that has an account with 400 and a clear message", async () => {
    const customer = newCustomer();
    await ctx.api.create(customer);
    const again = await ctx.api.create({ ...customer, email: customer.email.toUpperCase() });
    expect(again).toEqual({
      status: 400,
      body: {
        code: 400,
        result:
          "An account with this e-mail address already exists. Log in or reset your password.",
      },
    });
  });

  it("limits sign-ups per address: the sixth within the hour is a 429", async () => {
    const customer = newCustomer();
    expect((await ctx.api.create(customer)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect(await ctx.api.create(customer)).toEqual({
        status: 400,
        body: {
          code: 400,
          result:
            "An account with this e-mail address already exists. Log in or reset your password.",
        },
      });
    const limited = await ctx.api.create(customer, GOOD_PASSWORD, "?storeCode=en");
    expect(limited.status).toBe(429);
    expect(limited.body.result).toMatch(/^Too many sign-ups with this address\. Log in or reset/);
  });

  it("holds passwords, names and e-mail to the seeds' rules", async () => {
    const cases: [object, string, string][] = [
      [{}, "Kort1!", "Password must have at least 8 letters"],
      [{}, "alleenkleineletters", "Password must contain at least 3 different character classes"],
      [{ firstname: "A" }, GOOD_PASSWORD, "Name must have at least 2 letters"],
      [{ lastname: "B" }, GOOD_PASSWORD, "Name must have at least 2 letters"],
      [{ lastname: " " }, GOOD_PASSWORD, "Invalid customer customer.lastname: Field is required"],
      [{ email: "anna@" }, GOOD_PASSWORD, "Please provide valid e-mail address."],
    ];
    for (const [fields, password, message] of cases) {
      const reply = await ctx.api.create(newCustomer(fields), password);
      expect(reply, message).toEqual({ status: 400, body: { code: 400, result: message } });
    }
  });
});
