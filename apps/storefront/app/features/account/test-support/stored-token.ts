import { afterEach, beforeEach, vi } from "vitest";

/** The access token a component test's tab holds for the customer. */
const STORED_TOKEN = "token-of-anna";

/**
 * For a component test that answers `fetch` itself: each test's tab holds the customer's access
 * token in its storage, and after the test its mocks, `fetch`, storage and page go.
 */
export function storedTokenInEachTest(): void {
  beforeEach(() => {
    window.localStorage.setItem("current-token", STORED_TOKEN);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.localStorage.clear();
    document.body.innerHTML = "";
  });
}
