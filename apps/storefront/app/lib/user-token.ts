/**
 * The logged-in customer's token, sent as `token=` on cart and order calls. The account's session
 * keeps it in local storage under the seed's key (docs/specification/api-calls.md), the one place every tab reads, so a
 * token another tab renewed is the one sent. Guests have none: `token=` goes out empty.
 */
const STORED_TOKEN_KEY = "current-token";

let current = "";

export const userToken = (): string => {
  if (typeof window === "undefined") return current;
  try {
    return window.localStorage.getItem(STORED_TOKEN_KEY) ?? "";
  } catch {
    return current;
  }
};

export function setUserToken(token: string): void {
  current = token;
}
