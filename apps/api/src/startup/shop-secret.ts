import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The key that signs what the shop hands out (price signatures now, tokens later). Made once
 * per DATA_DIR and kept there, so every process of one shop signs alike.
 */
export function shopSecret(dataDir: string): string {
  const file = join(dataDir, "secret.key");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return readFileSync(file, "utf8").trim();
    }
  }
}
