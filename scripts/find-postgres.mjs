// Where PostgreSQL's server tools live: on PATH, else the newest /usr/lib/postgresql/N/bin
// (Debian puts them there, off PATH). Used by `npm test` and by the tests' PostgreSQL setup.
import { existsSync, readdirSync } from "node:fs";
import { delimiter, join } from "node:path";

/** The folder holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgresBinaries() {
  const hasTools = (dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"));
  const onPath = (process.env.PATH ?? "").split(delimiter).filter(Boolean).find(hasTools);
  if (onPath !== undefined) return onPath;
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : [];
  return (
    versions
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => `/usr/lib/postgresql/${version}/bin`)
      .find(hasTools) ?? null
  );
}
