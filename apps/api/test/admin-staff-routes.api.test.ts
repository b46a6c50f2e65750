import { describe, expect, it } from "vitest";
import {
  expectCsrfNeeded,
  expectLoginNeeded,
  expectOwnerOnly,
  STAFF_PASSWORD,
} from "./admin-test-shop";
import { auditOf } from "./audit-log-for-tests";
import { backOfficeShopForTests } from "./back-office-shop";

const ctx = backOfficeShopForTests({ staffName: "Sam" });

const NEW_PASSWORD = "Paskamer2026!";
let added = 0;
const newAddress = () => {
  added += 1;
  return `nieuw${added}-${Math.random().toString(36).slice(2, 8)}@etalage.test`;
};

/** A member the owner adds through the back office; answers her as the API does. */
async function addedMember(role = "staff", email = newAddress()) {
  const reply = await ctx.api.call("POST", "/api/admin/staff", {
    session: ctx.owner,
    body: { email, name: "Lotte", role, password: STAFF_PASSWORD },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result as { id: number; email: string };
}

describe("the owner's staff in the back office", () => {
  it("refuses a call without a session or with a customer's token (401)", async () => {
    await expectLoginNeeded(ctx.shop, [
      { method: "GET", path: "/api/admin/staff" },
      { method: "POST", path: "/api/admin/staff", body: {} },
      { method: "POST", path: "/api/admin/staff/1/disable" },
      { method: "POST", path: "/api/admin/staff/1/password", body: { password: NEW_PASSWORD } },
    ]);
  });

  it("refuses staff every staff route: only the owner manages staff (403)", async () => {
    const email = newAddress();
    await expectOwnerOnly(ctx.shop, ctx.staff, [
      { method: "GET", path: "/api/admin/staff" },
      {
        method: "POST",
        path: "/api/admin/staff",
        body: { email, name: "Kim", role: "owner", password: STAFF_PASSWORD },
      },
      { method: "POST", path: "/api/admin/staff/1/disable" },
      { method: "POST", path: "/api/admin/staff/1/password", body: { password: NEW_PASSWORD } },
    ]);
    const login = await ctx.api.login(email);
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ code: 401, result: "Wrong e-mail address or password" });
  });

  it("refuses a change without the session's x-csrf-token (403)", async () => {
    const member = await addedMember();
    await expectCsrfNeeded(ctx.shop, ctx.owner, [
      {
        method: "POST",
        path: "/api/admin/staff",
        body: { email: newAddress(), name: "Kim", role: "staff", password: STAFF_PASSWORD },
      },
      { method: "POST", path: `/api/admin/staff/${member.id}/disable` },
      {
        method: "POST",
        path: `/api/admin/staff/${member.id}/password`,
        body: { password: NEW_PASSWORD },
      },
    ]);
    expect((await ctx.api.login(member.email)).status).toBe(200);
  });

  it("adds a member who can log in with her role, lists her, and writes who added her to the audit log", async () => {
    const email = newAddress();
    const member = await addedMember("staff", email.toUpperCase());
    expect(member).toEqual({
      id: expect.any(Number),
      email,
      name: "Lotte",
      role: "staff",
      totp: false,
      disabled: false,
    });
    const login = await ctx.api.login(email);
    expect(login.status).toBe(200);
    expect(login.body.result).toMatchObject({ name: "Lotte", role: "staff" });
    const listed = await ctx.api.call("GET", "/api/admin/staff", { session: ctx.owner });
    expect(listed.status).toBe(200);
    expect(listed.body.result.items).toContainEqual(member);
    expect(JSON.stringify(listed.body)).not.toContain("argon2");
    expect(await auditOf(ctx, "staff.create", String(member.id))).toEqual([
      expect.objectContaining({
        staff: expect.objectContaining({ email: ctx.ownerEmail }),
        subject_type: "staff",
        details: { email, name: "Lotte", role: "staff" },
      }),
    ]);
  });

  it("disables a member: her open session ends at once and she cannot log in again", async () => {
    const member = await addedMember();
    const session = await ctx.api.session(member.email);
    expect((await ctx.api.call("GET", "/api/admin/me", { session })).status).toBe(200);
    const reply = await ctx.api.call("POST", `/api/admin/staff/${member.id}/disable`, {
      session: ctx.owner,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ id: member.id, disabled: true });
    const after = await ctx.api.call("GET", "/api/admin/orders", { session });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, result: "Log in to the back office first" });
    const login = await ctx.api.login(member.email);
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ code: 401, result: "Wrong e-mail address or password" });
    expect(await auditOf(ctx, "staff.disable", String(member.id))).toEqual([
      expect.objectContaining({
        staff: expect.objectContaining({ email: ctx.ownerEmail }),
        changes: { disabled: { from: false, to: true } },
        details: { email: member.email },
      }),
    ]);
  });

  it("sets a new password: her sessions end, the new one logs in, the old one no longer, and the log keeps no password", async () => {
    const member = await addedMember();
    const session = await ctx.api.session(member.email);
    const reply = await ctx.api.call("POST", `/api/admin/staff/${member.id}/password`, {
      session: ctx.owner,
      body: { password: NEW_PASSWORD },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await ctx.api.call("GET", "/api/admin/me", { session })).toMatchObject({
      status: 401,
      body: { code: 401, result: "Log in to the back office first" },
    });
    expect(await ctx.api.login(member.email)).toMatchObject({
      status: 401,
      body: { code: 401, result: "Wrong e-mail address or password" },
    });
    expect((await ctx.api.login(member.email, NEW_PASSWORD)).status).toBe(200);
    const entries = await auditOf(ctx, "staff.password-reset", String(member.id));
    expect(entries).toEqual([
      expect.objectContaining({ staff: expect.objectContaining({ email: ctx.ownerEmail }) }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(NEW_PASSWORD);
  });

  it("refuses the owner disabling her own account with 409, so the shop keeps its owner", async () => {
    const me = (
      await ctx.api.call("GET", "/api/admin/staff", { session: ctx.owner })
    ).body.result.items.find((member: { email: string }) => member.email === ctx.ownerEmail);
    const reply = await ctx.api.call("POST", `/api/admin/staff/${me.id}/disable`, {
      session: ctx.owner,
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ code: 409, result: "You cannot disable your own account" });
    expect((await ctx.api.call("GET", "/api/admin/me", { session: ctx.owner })).status).toBe(200);
  });

  it("answers a taken address with 409, an unknown member with 404 and bad input with 400 and a message, writing nothing", async () => {
    const member = await addedMember();
    const taken = await ctx.api.call("POST", "/api/admin/staff", {
      session: ctx.owner,
      body: { email: member.email, name: "Kim", role: "staff", password: STAFF_PASSWORD },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      code: 409,
      result: `A staff member with ${member.email} exists already`,
    });
    const cases: [unknown, string][] = [
      [
        { email: "geen-adres", name: "Kim", role: "staff", password: STAFF_PASSWORD },
        "Not an e-mail address: geen-adres",
      ],
      [
        { email: newAddress(), name: "Kim", role: "admin", password: STAFF_PASSWORD },
        "Invalid staff member role: The role is owner or staff",
      ],
      [
        { email: newAddress(), name: " ", role: "staff", password: STAFF_PASSWORD },
        "Invalid staff member name: name is required",
      ],
      [
        { email: newAddress(), name: "Kim", role: "staff", password: STAFF_PASSWORD, extra: 1 },
        "Invalid staff member extra: is not a field that belongs here",
      ],
    ];
    for (const [body, message] of cases) {
      const reply = await ctx.api.call("POST", "/api/admin/staff", { session: ctx.owner, body });
      expect(reply.status, message).toBe(400);
      expect(reply.body).toEqual({ code: 400, result: message });
    }
    const weak = await ctx.api.call("POST", "/api/admin/staff", {
      session: ctx.owner,
      body: { email: newAddress(), name: "Kim", role: "staff", password: "kort" },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.result).toContain("8");
    const weakReset = await ctx.api.call("POST", `/api/admin/staff/${member.id}/password`, {
      session: ctx.owner,
      body: { password: "kort" },
    });
    expect(weakReset.status).toBe(400);
    expect(weakReset.body).toEqual({ code: 400, result: "Password must have at least 8 letters" });
    expect((await ctx.api.login(member.email)).status).toBe(200);
    const noPassword = await ctx.api.call("POST", `/api/admin/staff/${member.id}/password`, {
      session: ctx.owner,
      body: {},
    });
    expect(noPassword.body).toEqual({
      code: 400,
      result: "Invalid new password password: password is required",
    });
    for (const action of ["disable", "password"]) {
      const unknown = await ctx.api.call("POST", `/api/admin/staff/999999/${action}`, {
        session: ctx.owner,
        body: action === "password" ? { password: NEW_PASSWORD } : undefined,
      });
      expect(unknown.status, action).toBe(404);
      expect(unknown.body).toEqual({ code: 404, result: "No staff member with 999999" });
    }
    const badId = await ctx.api.call("POST", "/api/admin/staff/lotte/disable", {
      session: ctx.owner,
    });
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({
      code: 400,
      result: "Invalid staff member id id: must be a staff member's id such as 2",
    });
    expect(await auditOf(ctx, "staff.password-reset", String(member.id))).toEqual([]);
  });
});
