import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SOURCE_FOLDERS = ["apps", "packages", "e2e", "bench", "scripts", "test"];
const SKIPPED = /(^|\/)(node_modules|build|dist|\.turbo)(\/|$)/;
/** This file names the old form to find it. */
const OWN = "packages/contracts/src/specification-references.test.ts";

/** The shop's own source files, as paths from the repository's root. */
function sourceFiles(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .map((file) => `${folder}/${file}`)
      .filter(
        (file) => !SKIPPED.test(file) && file !== OWN && /\.(ts|tsx|mts|mjs|css)$/.test(file),
      ),
  );
}

describe("the specification a comment names", () => {
  const files = sourceFiles().map((path) => ({
    path,
    text: readFileSync(join(ROOT, path), "utf8"),
  }));

  it("is a file of docs/specification that exists", () => {
    const missing = files.flatMap(({ path, text }) =>
      [...text.matchAll(/docs\/specification\/([\w-]+\.md)/g)]
        .map((match) => match[1] ?? "")
        .filter((name) => !existsSync(join(ROOT, "docs/specification", name)))
        .map((name) => `${path}: docs/specification/${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("is never a section of a document outside the repository ('seed 2 §4'): name the file in docs/specification instead", () => {
    const outside = files.flatMap(({ path, text }) =>
      [...text.matchAll(/\bseeds? ?[12] ?§ ?\d+|\blegacy[ -]shapes §\d+/gi)].map(
        (match) => `${path}: ${match[0]}`,
      ),
    );
    expect(outside).toEqual([]);
  });
});
