import { afterAll, afterEach, vi } from "vitest";
import { sessionStorageOf } from "../session/session-storage";
import { type FakeUserServer, fakeUserServer } from "./fake-user-server";

/** A call the test answers itself before the fake accounts API: a reply, or null to pass it on. */
type OwnAnswer = (url: URL, init?: RequestInit) => Response | null;

/**
 * A logged-in customer's tab for a component test: a fresh fake accounts API answers `fetch`
 * (after `answer`, for the calls the test keeps to itself), and the tab's session holds its
 * tokens and customer.
 */
export function loggedInTab(answer: OwnAnswer = () => null): {
  server: FakeUserServer;
  token: string;
} {
  localStorage.clear();
  const server = fakeUserServer();
  vi.stubGlobal(
    "fetch",
    async (input: string, init?: RequestInit) =>
      answer(new URL(String(input), "http://shop.test"), init) ?? server.fetch(input, init),
  );
  const pair = server.login();
  sessionStorageOf(localStorage).writeTokens(pair.token, pair.refreshToken);
  sessionStorageOf(localStorage).writeUser(server.customer);
  return { server, token: pair.token };
}

/**
 * Ends each test's tab: mocks, `fetch` and the page go, and after the file its modules (its
 * session, the token renewal it set), which the workers would otherwise share with the next file.
 */
export function endTabsAfterEachTest(): void {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });
  afterAll(() => vi.resetModules());
}
