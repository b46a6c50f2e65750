import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, base64url: access, refresh and reset tokens alike. */
export const newToken = () => randomBytes(32).toString("base64url");

/**
 * What the database keeps of a token. Tokens are long and random, so a fast hash is enough: a
 * stolen table gives nothing to replay, and look-ups stay one indexed equality.
 */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
