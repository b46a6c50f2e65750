import { accessSync, constants, existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** A missing-but-creatable DATA_DIR is made; an unusable one stops start-up with one line. */
export function prepareDataDir(dataDir: string): string {
  const dir = resolve(dataDir);
  try {
    makeFolders(dir);
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

/**
 * `mkdir -p` one folder at a time: Node's recursive mkdirSync never returns for a folder that
 * cannot be made under some file systems (as /proc), where this fails at once.
 */
function makeFolders(dir: string): void {
  if (existsSync(dir)) return;
  const parent = dirname(dir);
  if (parent !== dir) makeFolders(parent);
  try {
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/** An error whose message alone explains why the shop cannot start. */
export class StartupError extends Error {}
