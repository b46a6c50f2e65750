import type { Customer, OrderHistory } from "@etalage/contracts";

const json = (code: number, result: unknown, meta?: object) =>
  new Response(JSON.stringify(meta ? { code, result, meta } : { code, result }), {
    status: code,
    headers: { "content-type": "application/json" },
  });

/**
 * The accounts API as the browser sees it, in memory, behind a `fetch` of its own: access
 * tokens that expire on command and refresh tokens that rotate, with a re-used refresh token
 * ending the login (as apps/api does).
 */
export function fakeUserServer() {
  let serial = 0;
  const access = new Set<string>();
  const refresh = new Set<string>();
  const usedRefresh = new Set<string>();
  const calls: string[] = [];
  const customer: Customer = {
    id: 7,
    group_id: 1,
    email: "anna@example.com",
    firstname: "Anna",
    lastname: "de Vries",
    website_id: 1,
    store_id: 1,
    created_at: "2026-01-01",
    updated_at: "2026-01-01",
    created_in: "nl",
    addresses: [],
  };
  let password = "Geheim123!";
  const history: OrderHistory = {
    items: [],
    total_count: 0,
    search_criteria: { filter_groups: [], sort_orders: [], page_size: 20, current_page: 1 },
  };
  const issue = () => {
    serial += 1;
    const pair = { token: `access-${serial}`, refreshToken: `refresh-${serial}` };
    access.add(pair.token);
    refresh.add(pair.refreshToken);
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
          return json(401, "not authorized");
        const pair = issue();
        return json(200, pair.token, { refreshToken: pair.refreshToken });
      }
      case "/api/user/refresh": {
        if (usedRefresh.has(body.refreshToken)) {
          access.clear();
          refresh.clear();
          return json(401, "not authorized");
        }
        if (!refresh.has(body.refreshToken)) return json(401, "not authorized");
        refresh.delete(body.refreshToken);
        usedRefresh.add(body.refreshToken);
        const pair = issue();
        return json(200, pair.token, { refreshToken: pair.refreshToken });
      }
      case "/api/user/logout":
        access.delete(token);
        return json(200, true);
      case "/api/user/change-password":
        if (!access.has(token)) return json(401, "not authorized");
        if (body.currentPassword !== password)
          return json(400, { errorMessage: "The current password is not correct.", code: 400 });
        password = body.newPassword;
        return json(200, true);
      default:
        if (!access.has(token)) return json(401, "not authorized");
        if (route === "/api/user/me") {
          // As the shop: a new e-mail address needs the current password.
          const newEmail =
            init?.method === "POST" &&
            String(body.customer?.email).toLowerCase() !== customer.email.toLowerCase();
          if (newEmail && body.password !== password)
            return json(
              400,
              "Het huidige wachtwoord klopt niet. Je e-mailadres is niet gewijzigd.",
            );
          if (init?.method === "POST") Object.assign(customer, body.customer);
          return json(200, customer);
        }
        if (route === "/api/user/order-history") return json(200, history);
        return json(200, []);
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
