import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type EtalageDatabase, sharedSigningSecret } from "@etalage/db";

/**
 * The key that signs what the shop hands out (price signatures, group tokens). Kept in the
 * database, so every process of one shop signs alike whatever its DATA_DIR. The first process
 * stores it: the DATA_DIR/secret.key of a shop made before, so its signatures stay valid, else
 * a new random one.
 */
export async function shopSecret(database: EtalageDatabase, dataDir: string): Promise<string> {
  const existing = await readSecretFile(dataDir);
  return sharedSigningSecret(database.db, () => existing ?? randomBytes(32).toString("base64url"));
}

async function readSecretFile(dataDir: string): Promise<string | null> {
  try {
    const secret = (await readFile(join(dataDir, "secret.key"), "utf8")).trim();
    return secret === "" ? null : secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
