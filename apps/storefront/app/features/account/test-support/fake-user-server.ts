import { type Customer, emailChangeMessage, type OrderHistory } from "@etalage/contracts";
import { envelope } from "../../../test-support/api-envelope";
import { testCustomer } from "./test-customer";

/**
 * The accounts API as the browser sees it, in memory, behind a `fetch` of its own: access
 * tokens that expire on command and refresh tokens that rotate (the access token of the old pair
 * stops), with a re-used refresh token ending the login (as apps/api does). The contract test
 * `apps/api/test/fake-user-contract.api.test.ts` holds it to the real API.
 */
export function fakeUserServer() {
  let serial = 0;
  const access = new Set<string>();
  const refresh = new Set<string>();
  /** The access token given out with each refresh token. */
  const accessOf = new Map<string, string>();
  const usedRefresh = new Set<string>();
  const calls: string[] = [];
  const customer: Customer = testCustomer();
  let password = "Geheim123!";
  const history: OrderHistory = {
    items: [],
    total_count: 0,
    search_criteria: {
      filter_groups: [
        { filters: [{ field: "customer_id", value: String(customer.id), condition_type: "eq" }] },
      ],
      sort_orders: [{ field: "created_at", direction: "DESC" }],
      page_size: 20,
      current_page: 1,
    },
  };
  /** `/me` answers the customer with the group's token and the loyalty card number. */
  const me = () => ({ ...customer, groupToken: "group-token-1", loyalty_card: "2000000000077" });
  const issue = () => {
    serial += 1;
    const pair = { token: `access-${serial}`, refreshToken: `refresh-${serial}` };
    access.add(pair.token);
    refresh.add(pair.refreshToken);
    accessOf.set(pair.refreshToken, pair.token);
    return pair;
  };

  async function handle(url: URL, init?: RequestInit): Promise<Response> {
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const token = url.searchParams.get("token") ?? "";
    const route = url.pathname;
    calls.push(route);
    switch (route) {
      case "/api/user/login": {
        if (body.username !== customer.email || body.password !== password)
          return envelope(401, "not authorized");
        const pair = issue();
        return envelope(200, pair.token, { refreshToken: pair.refreshToken });
      }
      case "/api/user/refresh": {
        if (usedRefresh.has(body.refreshToken)) {
          access.clear();
          refresh.clear();
          return envelope(401, "not authorized");
        }
        if (!refresh.has(body.refreshToken)) return envelope(401, "not authorized");
        refresh.delete(body.refreshToken);
        usedRefresh.add(body.refreshToken);
        access.delete(accessOf.get(body.refreshToken) ?? "");
        const pair = issue();
        return envelope(200, pair.token, { refreshToken: pair.refreshToken });
      }
      case "/api/user/logout":
        access.delete(token);
        return envelope(200, true);
      case "/api/user/change-password":
        if (!access.has(token)) return envelope(401, "not authorized");
        if (body.currentPassword !== password)
          return envelope(400, { errorMessage: "The current password is not correct.", code: 400 });
        password = body.newPassword;
        return envelope(200, true);
      default:
        if (!access.has(token)) return envelope(401, "not authorized");
        if (route === "/api/user/me") {
          // As the shop: a new e-mail address needs the current password.
          const newEmail =
            init?.method === "POST" &&
            String(body.customer?.email).toLowerCase() !== customer.email.toLowerCase();
          const language = url.searchParams.get("storeCode") === "en" ? "en" : "nl";
          if (newEmail && body.password === undefined)
            return envelope(400, emailChangeMessage("password-required", language));
          if (newEmail && body.password !== password)
            return envelope(400, emailChangeMessage("wrong-password", language));
          if (init?.method === "POST") Object.assign(customer, body.customer);
          return envelope(200, me());
        }
        if (route === "/api/user/order-history") return envelope(200, history);
        return envelope(200, []);
    }
  }

  return {
    customer,
    calls,
    /** Refresh calls made so far. */
    refreshes: () => calls.filter((c) => c === "/api/user/refresh").length,
    /** Every access token handed out so far stops working (ACCESS_TOKEN_MINUTES passed). */
    expireAccessTokens: () => access.clear(),
    /** The refresh tokens stop too: the login is over on the server. */
    endLogins: () => {
      access.clear();
      refresh.clear();
    },
    login: () => issue(),
    fetch: (input: string | URL | Request, init?: RequestInit) =>
      handle(new URL(String(input), "http://shop.test"), init),
  };
}

export type FakeUserServer = ReturnType<typeof fakeUserServer>;
