import { readdir, rename } from "node:fs/promises";
import { join } from "node:path";
import type { EtalageDatabase } from "@etalage/db";
import type { TestDatabase } from "@etalage/db/testing";
import { describe, expect, it } from "vitest";
import { openAsAnotherProcess } from "../../../test/another-process-database";
import { readSettings } from "../src/config";
import { createRetention } from "../src/retention/retention";
import { cartApi } from "./cart-test-shop";
import { shopForTests } from "./shop-for-tests";
import { NOT_AUTHORIZED, registeredCustomer, userApi, waitForMails } from "./user-test-shop";

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const ctx = shopForTests(userApi);

const db = () => ctx.shop.shop.database.db;
const outboxDir = () => join(ctx.shop.shop.dataDir, "outbox");

/** A retention run of its own (a holder of its own), as another process or a later hour. */
const retention = (
  fields: { db?: EtalageDatabase["db"]; mailRetentionDays?: number; now?: () => Date } = {},
) =>
  createRetention({
    db: fields.db ?? db(),
    dataDir: ctx.shop.shop.dataDir,
    mailRetentionDays: fields.mailRetentionDays ?? readSettings({}).mailRetentionDays,
    everyMs: HOUR,
    now: fields.now,
  });

/** The lease ends: the next run may take it, as an hour later. */
const endLease = () =>
  db()
    .updateTable("shop_job_leases")
    .set({ leased_until: daysAgo(1) })
    .execute();

/** A mail in the outbox table and folder, written `days` ago. */
async function mailWrittenDaysAgo(days: number) {
  const me = await registeredCustomer(ctx.api);
  const [mail] = await waitForMails(ctx.shop, me.email, "welcome");
  const writtenAt = new Date(Date.now() - days * DAY);
  const stamp = writtenAt.toISOString().replace(/[-:.]/g, "");
  const file = mail!.file.replace(/^\d{8}T\d{9}Z/, stamp);
  await rename(join(outboxDir(), mail!.file), join(outboxDir(), file));
  await db()
    .updateTable("mail_outbox")
    .set({ created_at: writtenAt.toISOString() })
    .where("recipient_address", "=", me.email)
    .execute();
  return { address: me.email, file };
}

const mailRows = (address: string) =>
  db().selectFrom("mail_outbox").select("id").where("recipient_address", "=", address).execute();

describe("retention of the customers' data", () => {
  it("deletes mails in the outbox table and folder after MAIL_RETENTION_DAYS (default 30)", async () => {
    await endLease();
    const old = await mailWrittenDaysAgo(31);
    const recent = await mailWrittenDaysAgo(29);
    expect(readSettings({}).mailRetentionDays).toBe(30);
    expect(() => readSettings({ MAIL_RETENTION_DAYS: "0" })).toThrow(/MAIL_RETENTION_DAYS/);
    const run = await retention()();
    expect(run.rows?.mails).toBeGreaterThanOrEqual(1);
    expect(await mailRows(old.address)).toEqual([]);
    expect(await mailRows(recent.address)).toHaveLength(1);
    const files = await readdir(outboxDir());
    expect(files).not.toContain(old.file);
    expect(files).toContain(recent.file);
  });

  it("keeps mails for as many days as MAIL_RETENTION_DAYS says", async () => {
    await endLease();
    const kept = await mailWrittenDaysAgo(40);
    await retention({ mailRetentionDays: 60 })();
    expect(await mailRows(kept.address)).toHaveLength(1);
    expect(await readdir(outboxDir())).toContain(kept.file);
    await endLease();
    await retention({ mailRetentionDays: 7 })();
    expect(await mailRows(kept.address)).toEqual([]);
  });

  it("deletes guest carts untouched for 30 days, never a customer's cart or a recent one", async () => {
    await endLease();
    const guest = cartApi(ctx.shop);
    const oldGuest = (await guest.create()).body.result as string;
    const recentGuest = (await guest.create()).body.result as string;
    const me = await registeredCustomer(ctx.api);
    const customerCart = (await cartApi(ctx.shop, me.token).create()).body.result as string;
    await db()
      .updateTable("quotes")
      .set({ updated_at: daysAgo(31), created_at: daysAgo(40) })
      .where("id", "in", [oldGuest, customerCart])
      .execute();
    await db()
      .updateTable("quotes")
      .set({ updated_at: daysAgo(29), created_at: daysAgo(40) })
      .where("id", "=", recentGuest)
      .execute();
    await retention()();
    const left = await db()
      .selectFrom("quotes")
      .select("id")
      .where("id", "in", [oldGuest, recentGuest, customerCart])
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([recentGuest, customerCart].sort());
  });

  it("deletes login attempts whose window started over 30 days ago", async () => {
    await endLease();
    const old = await registeredCustomer(ctx.api);
    const recent = await registeredCustomer(ctx.api);
    expect(await ctx.api.login(old.email, "Verkeerd123!")).toEqual(NOT_AUTHORIZED);
    expect(await ctx.api.login(recent.email, "Verkeerd123!")).toEqual(NOT_AUTHORIZED);
    const attemptsOf = (email: string) =>
      db()
        .selectFrom("account_attempts")
        .select("account")
        .where("account", "like", `%${email}%`)
        .execute();
    expect((await attemptsOf(old.email)).length).toBeGreaterThan(0);
    await db()
      .updateTable("account_attempts")
      .set({ window_started_at: daysAgo(31) })
      .where("account", "like", `%${old.email}%`)
      .execute();
    await retention()();
    expect(await attemptsOf(old.email)).toEqual([]);
    expect((await attemptsOf(recent.email)).length).toBeGreaterThan(0);
  });

  it("deletes sessions ended or expired over 30 days ago, never one that can still refresh", async () => {
    await endLease();
    const me = await registeredCustomer(ctx.api);
    const loggedOut = await ctx.api.login(me.email);
    expect((await ctx.api.logout(loggedOut.body.result)).status).toBe(200);
    const expired = await ctx.api.login(me.email);
    const sessions = await db()
      .selectFrom("customer_sessions")
      .select(["id", "revoked_at"])
      .where("customer_id", "=", me.id)
      .orderBy("id")
      .execute();
    const [live, ended, lapsed] = sessions.map((s) => Number(s.id)) as [number, number, number];
    expect(sessions[1]!.revoked_at).not.toBeNull();
    // The first login's access token ran out long ago, but its refresh token still works.
    await db()
      .updateTable("customer_sessions")
      .set({ access_expires_at: daysAgo(40) })
      .where("id", "in", [live, lapsed])
      .execute();
    await db()
      .updateTable("customer_sessions")
      .set({ revoked_at: daysAgo(31) })
      .where("id", "=", ended)
      .execute();
    await db()
      .updateTable("customer_refresh_tokens")
      .set({ expires_at: daysAgo(35) })
      .where("session_id", "=", lapsed)
      .execute();
    await retention()();
    const left = await db()
      .selectFrom("customer_sessions")
      .select("id")
      .where("customer_id", "=", me.id)
      .execute();
    expect(left.map((s) => Number(s.id))).toEqual([live]);
    const tokens = await db()
      .selectFrom("customer_refresh_tokens")
      .select("session_id")
      .where("customer_id", "=", me.id)
      .execute();
    expect(tokens.map((t) => Number(t.session_id))).toEqual([live]);
    expect((await ctx.api.refresh(me.refreshToken)).status).toBe(200);
    expect(expired.status).toBe(200);
  });

  it("runs once across processes: of two runs at the same moment one prunes, the other skips", async () => {
    await endLease();
    const other = await openAsAnotherProcess(ctx.shop.shop.database as TestDatabase);
    try {
      const runs = await Promise.all([
        retention()(),
        retention({ db: other.db })(),
        retention()(),
        retention({ db: other.db })(),
      ]);
      expect(runs.filter((run) => run.rows !== null)).toHaveLength(1);
      // Within the hour no one runs it again; after the lease ends the next run does.
      expect((await retention()()).rows).toBeNull();
      const inAnHour = new Date(Date.now() + HOUR + 1000);
      expect((await retention({ db: other.db, now: () => inAnHour })()).rows).not.toBeNull();
    } finally {
      await other.close();
    }
  });
});
