import { generateSecret, generateURI, verify } from "otplib";

/** The issuer authenticator apps show beside the member's address. */
const ISSUER = "Etalage back office";

export const newTotpSecret = () => generateSecret();

export const totpUri = (email: string, secret: string) =>
  generateURI({ issuer: ISSUER, label: email, secret });

/**
 * Whether a six-digit code is right for the secret now (RFC 6238: SHA-1, 30 s steps), one step
 * before or after allowed for a phone's clock that runs a little off.
 */
export async function totpCodeMatches(secret: string, code: string, now: Date): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
  }).catch(() => ({ valid: false }));
  return result.valid;
}
