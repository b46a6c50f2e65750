import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/004: the storefront's features and parts, and the back office's areas, do not
 * import each other in a circle, whatever files the imports go through (Biome's noImportCycles
 * sees circles of files; this sees circles of folders). Tests and test helpers are left out.
 */
const ROOT = join(import.meta.dirname, "..");
const UNIT_FOLDERS = [
  "apps/storefront/app/features",
  "apps/storefront/app/parts",
  "apps/admin/src/areas",
];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

/** The folder (a feature, a part, an area) a path is in, or null outside them. */
function unitOf(path: string): string | null {
  for (const folder of UNIT_FOLDERS) {
    const inside = relative(join(ROOT, folder), path);
    if (!inside.startsWith("..") && inside !== "") return `${folder}/${inside.split(/[\\/]/)[0]}`;
  }
  return null;
}

/** Which folder imports which, from the files' relative imports (static and lazy). */
function folderImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const folder of UNIT_FOLDERS) {
    const entries = readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name) || /\.test\./.test(entry.name))
        continue;
      const file = join(entry.parentPath, entry.name);
      if (/[\\/]test-support[\\/]/.test(file)) continue;
      const from = unitOf(file)!;
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
        const to = unitOf(resolve(dirname(file), specifier!));
        if (to === null || to === from) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)!.add(to);
      }
    }
  }
  return edges;
}

/** Every circle of folders, each as the folders in it (strongly connected, more than one). */
function circles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("no circle between the storefront's features and parts or the back office's areas", () => {
  it("holds for the folders as they are", () => {
    const edges = folderImports();
    expect(edges.size).toBeGreaterThan(10);
    expect(circles(edges)).toEqual([]);
  });

  it("finds a circle planted through three folders", () => {
    const edges = new Map([
      ["features/product", new Set(["features/cart"])],
      ["features/cart", new Set(["parts/offline"])],
      ["parts/offline", new Set(["features/product"])],
      ["features/home", new Set(["features/product"])],
    ]);
    expect(circles(edges)).toEqual([["features/cart", "features/product", "parts/offline"]]);
  });
});
