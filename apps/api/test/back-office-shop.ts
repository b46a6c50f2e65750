import { afterAll, beforeAll } from "vitest";
import { type AdminApi, type AdminSession, addStaff, adminApi } from "./admin-test-shop";
import { type ShopProcess, startFollowingProcess } from "./catalogue-changes-shops";
import { startTestShop, type TestShop, type TestShopOptions } from "./test-shop";
import { type UserApi, userApi } from "./user-test-shop";

/** A test shop with its back office's members logged in, and the API calls on it. */
export interface BackOfficeShop {
  shop: TestShop;
  /** `/api/admin/*` on the shop. */
  api: AdminApi;
  /** `/api/user/*` on the shop, for the customers the back office sees. */
  users: UserApi;
  owner: AdminSession;
  ownerEmail: string;
  staff: AdminSession;
  staffEmail: string;
  /** With `following`: a second shop process on the same database, following its changes. */
  second: ShopProcess;
}

export interface BackOfficeShopOptions extends TestShopOptions {
  /** The members added and logged in, in this order: the owner, then a staff member, unless told. */
  members?: ("owner" | "staff")[];
  /** The staff member's name (addStaff's default unless told). */
  staffName?: string;
  /** Start a second shop process that follows the first one's catalogue changes. */
  following?: boolean;
  /** The language the members read the back office in (`api` sends it): English unless told. */
  language?: "nl" | "en";
}

/**
 * A shop for the tests of the file that calls this: started, with its members logged in, before
 * them and closed after them. The fields are there once the tests run.
 */
export function backOfficeShopForTests(options: BackOfficeShopOptions = {}): BackOfficeShop {
  const { members = ["owner", "staff"], staffName, following, language, ...shopOptions } = options;
  const ctx = {} as BackOfficeShop;
  beforeAll(async () => {
    ctx.shop = await startTestShop(shopOptions);
    if (following) ctx.second = await startFollowingProcess(ctx.shop);
    ctx.api = adminApi(ctx.shop, language);
    ctx.users = userApi(ctx.shop);
    for (const role of members) {
      const email = await addStaff(ctx.shop, role, role === "staff" ? staffName : undefined);
      ctx[`${role}Email`] = email;
      ctx[role] = await ctx.api.session(email);
    }
  });
  afterAll(async () => {
    await ctx.second?.close();
    await ctx.shop?.close();
  });
  return ctx;
}
