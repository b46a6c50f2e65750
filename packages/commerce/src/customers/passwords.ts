import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with 64 MiB and 3 passes (RFC 9106's second choice, one lane): about 70 ms per hash
 * on the 2-core shop machine (`npm run bench:accounts` prints it), slow for a guesser, quick
 * enough for a shopper. `algorithm` 2 is Argon2id: the package's const enum cannot be imported
 * under isolatedModules.
 */
export const ARGON2_PARAMETERS = {
  algorithm: 2,
  memoryCost: 64 * 1024,
  timeCost: 3,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> =>
  hash(password, ARGON2_PARAMETERS);

let dummyHash: Promise<string> | undefined;

/**
 * Whether the password is the stored one. Without a stored hash (no such account) a dummy hash
 * is checked all the same, so an unknown e-mail takes as long as a wrong password.
 */
export async function passwordMatches(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  // Made and awaited on the first check of any kind, so the first unknown address is not the
  // only slow one; after that it is an already settled promise.
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const dummy = await dummyHash;
  const hash = storedHash ?? dummy;
  const matches = await verify(hash, password).catch(() => false);
  return storedHash !== undefined && matches;
}
