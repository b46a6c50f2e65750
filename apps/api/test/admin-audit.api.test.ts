import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { type AdminSession, addStaff, adminApi, expectLoginNeeded } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { startTestShop } from "./test-shop";

const ctx = backOfficeShopForTests({ members: ["owner"] });

async function turnOnTotp(session: AdminSession) {
  const begun = await ctx.api.call("POST", "/api/admin/me/totp", { session });
  const code = await generate({ secret: begun.body.result.secret });
  const confirmed = await ctx.api.call("POST", "/api/admin/me/totp/confirm", {
    session,
    body: { code },
  });
  expect(confirmed.status).toBe(200);
}

describe("roles", () => {
  it("refuses a staff member the owner's routes with 403, in one envelope", async () => {
    const member = await ctx.api.session(await addStaff(ctx.shop, "staff"));
    const refused = await ctx.api.call("GET", "/api/admin/audit", { session: member });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, result: "Only the shop's owner may do this" });
    expect((await ctx.api.call("GET", "/api/admin/me", { session: member })).status).toBe(200);
  });

  it("lets a session that must turn on two-step login do only that", async () => {
    const strict = await startTestShop({ settings: { adminRequireTotp: true } });
    try {
      const strictApi = adminApi(strict);
      const session = await strictApi.session(await addStaff(strict, "owner"));
      const refused = await strictApi.call("GET", "/api/admin/audit", { session });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        code: 403,
        result: "Turn on two-step login first: POST /api/admin/me/totp",
      });
      const begun = await strictApi.call("POST", "/api/admin/me/totp", { session });
      const code = await generate({ secret: begun.body.result.secret });
      await strictApi.call("POST", "/api/admin/me/totp/confirm", { session, body: { code } });
      expect((await strictApi.call("GET", "/api/admin/audit", { session })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe("audit log", () => {
  it("refuses GET /api/admin/audit without a cookie or with a customer's token with 401", async () => {
    await expectLoginNeeded(ctx.shop, [{ method: "GET", path: "/api/admin/audit" }]);
  });

  it("records who turned on two-step login, when, and before → after", async () => {
    const email = await addStaff(ctx.shop, "staff", "Sam");
    const before = Date.now();
    await turnOnTotp(await ctx.api.session(email));
    const page = await ctx.api.call("GET", "/api/admin/audit", { session: ctx.owner });
    expect(page.status).toBe(200);
    const [newest] = page.body.result.items;
    expect(newest).toMatchObject({
      staff: { email },
      action: "staff.totp-on",
      subject_type: "staff",
      changes: { totp: { from: false, to: true } },
    });
    expect(Date.parse(newest.created_at)).toBeGreaterThanOrEqual(before - 1000);
    const member = await ctx.shop.shop.database.db
      .selectFrom("staff")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(newest.subject_id).toBe(String(member.id));
  });

  it("pages the log newest first, with the total", async () => {
    for (let n = 0; n < 3; n += 1)
      await turnOnTotp(await ctx.api.session(await addStaff(ctx.shop, "staff")));
    const all = await ctx.api.call("GET", "/api/admin/audit?pageSize=200", { session: ctx.owner });
    const total = all.body.result.total;
    expect(total).toBeGreaterThanOrEqual(4);
    const ids = all.body.result.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await ctx.api.call("GET", "/api/admin/audit?page=2&pageSize=2", {
      session: ctx.owner,
    });
    expect(second.body.result.items.map((item: { id: number }) => item.id)).toEqual(
      ids.slice(2, 4),
    );
    expect(second.body.result.total).toBe(total);
    const bad = await ctx.api.call("GET", "/api/admin/audit?page=0", { session: ctx.owner });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toBe("Invalid query parameter page: is too small or too short");
  });
});
