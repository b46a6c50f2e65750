import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import { resolve } from "node:path";

/** A missing-but-creatable DATA_DIR is made; an unusable one stops start-up with one line. */
export function prepareDataDir(dataDir: string): string {
  const dir = resolve(dataDir);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new StartupError(`DATA_DIR ${dir} cannot be created: ${(error as Error).message}`);
  }
  if (!statSync(dir).isDirectory()) throw new StartupError(`DATA_DIR ${dir} is not a folder`);
  try {
    accessSync(dir, constants.W_OK | constants.R_OK);
  } catch {
    throw new StartupError(`DATA_DIR ${dir} is not writable by this user`);
  }
  return dir;
}

/** An error whose message alone explains why the shop cannot start. */
export class StartupError extends Error {}
