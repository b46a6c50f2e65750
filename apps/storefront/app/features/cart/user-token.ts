/**
 * The logged-in customer's token, sent as `token=` on cart and order calls. Guests have none, so
 * the slot stays empty and `token=` goes out empty; the accounts work fills it at login.
 */
let current = "";

export const userToken = (): string => current;

export function setUserToken(token: string): void {
  current = token;
}
