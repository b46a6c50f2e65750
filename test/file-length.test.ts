import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** docs/decisions/004: no file of application code is longer than this (tests excluded). */
const MAX_LINES = 250;
const ROOT = join(import.meta.dirname, "..");
/** Where application code lives; tests, test helpers and generated types are not counted. */
const CODE_FOLDERS = ["apps/*/src", "apps/storefront/app", "packages/*/src"];
const NOT_CODE = /(\.test\.|\.d\.ts$|\/test-support\/|\/testing\/|\/\+types\/)/;

/**
 * Files over the limit that wait to be split along their seams, each with its length when it was
 * listed: a file here may only shrink, and leaves the list once it is at most MAX_LINES long.
 */
const WAITING_TO_BE_SPLIT: Record<string, number> = {};

const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every application code file under `root` with its length, as paths from `root`. */
function fileLengths(root: string): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const pattern of CODE_FOLDERS) {
    const [top, star, rest] = pattern.split("/");
    const tops = star === "*" ? readdirSync(join(root, top!)).map((name) => join(top!, name)) : [];
    const folders = star === "*" ? tops.map((t) => join(t, rest!)) : [pattern];
    for (const folder of folders) {
      let files: string[];
      try {
        files = codeFiles(join(root, folder));
      } catch {
        continue; // a workspace without this folder
      }
      for (const file of files) {
        const path = relative(root, file).split("\\").join("/");
        if (NOT_CODE.test(`/${path}`)) continue;
        lengths.set(path, lineCount(readFileSync(file, "utf8")));
      }
    }
  }
  return lengths;
}

/** The files longer than `max` that `waiting` does not list. */
function filesTooLong(lengths: Map<string, number>, max: number, waiting = {}) {
  return [...lengths].filter(([path, lines]) => lines > max && !(path in waiting)).map(([p]) => p);
}

describe("no file of application code is longer than 250 lines", () => {
  const lengths = fileLengths(ROOT);

  it("holds for every application file but those listed as waiting to be split", () => {
    expect(lengths.size).toBeGreaterThan(500);
    expect(filesTooLong(lengths, MAX_LINES, WAITING_TO_BE_SPLIT)).toEqual([]);
  });

  it("lets a file waiting to be split only shrink, and drops it from the list once it fits", () => {
    for (const [path, listed] of Object.entries(WAITING_TO_BE_SPLIT)) {
      const lines = lengths.get(path);
      expect(lines, `${path} is no longer there: take it off the list`).toBeDefined();
      expect(lines!, `${path} grew`).toBeLessThanOrEqual(listed);
      expect(lines!, `${path} fits now: take it off the list`).toBeGreaterThan(MAX_LINES);
    }
  });

  it("finds a file planted over the limit, and leaves out tests and test helpers", () => {
    const root = mkdtempSync(join(tmpdir(), "file-length-"));
    try {
      const long = `${"const a = 1;\n".repeat(MAX_LINES + 1)}`;
      for (const folder of ["apps/shop/src", "apps/shop/src/test-support", "packages/x/src"])
        mkdirSync(join(root, folder), { recursive: true });
      writeFileSync(join(root, "apps/shop/src/long.ts"), long);
      writeFileSync(join(root, "apps/shop/src/long.test.ts"), long);
      writeFileSync(join(root, "apps/shop/src/test-support/fake.ts"), long);
      writeFileSync(join(root, "packages/x/src/fits.ts"), "const a = 1;\n".repeat(MAX_LINES));
      const planted = fileLengths(root);
      expect([...planted.keys()].sort()).toEqual([
        "apps/shop/src/long.ts",
        "packages/x/src/fits.ts",
      ]);
      expect(filesTooLong(planted, MAX_LINES)).toEqual(["apps/shop/src/long.ts"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
