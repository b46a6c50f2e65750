/**
 * What renews a customer's expired access token (docs/specification/account.md "Token refresh"); the account's
 * session puts it here, so the call helper stays free of the account's code. A slot of its own:
 * the header fills it on a first page, which must not carry the call helper for it.
 */
export interface TokenRenewal {
  /** The token to retry with, or null when the call is to be aborted. */
  renew(failedToken: string): Promise<string | null>;
  /** The retried call was refused too: the attempts are used up. */
  giveUp(): void;
}

let renewal: TokenRenewal | null = null;

export function setTokenRenewal(next: TokenRenewal | null): void {
  renewal = next;
}

export const tokenRenewal = (): TokenRenewal | null => renewal;
