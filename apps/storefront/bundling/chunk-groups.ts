import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";

/**
 * How the browser build groups modules into files. Left alone, the bundler makes a file for
 * every distinct set of pages sharing a module: a product page fetched some twenty files of a
 * few hundred bytes, each compressed on its own. Fewer, larger files compress better and cost
 * fewer requests; the groups follow what a first visit needs anyway:
 * - framework: React, React DOM and React Router, which every page needs;
 * - shop: the root layout's code (header, menu, footer, notices, texts) and what every catalogue
 *   page (home, category, product) shows, such as product cards;
 * - one file per page for the code only that page uses (its lazy parts stay apart);
 * - one file for each set of pages (and the layout's lazy parts) sharing code, named by them,
 *   as the bundler would split it. Left to place such code itself, with page files taking only
 *   their own modules, the bundler hid it in a route's file, which then imported the page's
 *   file that imported it back.
 * Shared code having files of its own, each group can draw in its modules' dependencies, and
 * route files keep exactly the exports React Router reads. A module reaches a package's modules
 * through the package's index only where it names their exports: the cart's messages and the
 * search's query stay out of the shop file.
 */

const APP = fileURLToPath(new URL("../app/", import.meta.url));
const PACKAGES = fileURLToPath(new URL("../../../packages/", import.meta.url));
const ROOT = `${APP}root.tsx`;
const ROUTES = `${APP}routes/`;
/** Pages whose shared code travels with the shop. */
const CATALOGUE_PAGES = ["home.tsx", "category.tsx", "product.tsx"].map((file) => ROUTES + file);
/** Shows the views of other pages (product, category, CMS); it does not make them its own. */
const URL_DISPATCHER = `${ROUTES}url-dispatcher.tsx`;

type ModuleInfoOf = (id: string) => Rolldown.ModuleInfo | null;

const isOwnCode = (id: string) => id.startsWith(APP) || id.startsWith(PACKAGES);
/** The framework's own browser entry starts hydration when it runs: it stays a file apart. */
const isFrameworkEntry = (id: string) => id.includes("entry.client");

/**
 * The framework's packages. Any other installed library (a barcode renderer, say) goes with the
 * pages or lazy parts that import it, so a library one screen needs never rides with every page.
 */
const FRAMEWORK_PACKAGE = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;
const isFramework = (id: string) =>
  !isOwnCode(id) &&
  !isFrameworkEntry(id) &&
  (!id.includes("/node_modules/") || FRAMEWORK_PACKAGE.test(id));

/** A package's index re-exports all of it, used or not (such as the search query defaults). */
const isPackageIndex = (id: string) => id.startsWith(PACKAGES) && /\/src\/index\.ts$/.test(id);

/** Whether `code` names one of `names` (as an imported binding would). */
function namesAny(code: string, names: readonly string[]): boolean {
  return names.some((name) => new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`).test(code));
}

/**
 * The modules a module imports through a package's index: only those whose exports its code
 * names, so a page does not take in the cart's messages because it formats a price.
 */
function throughIndex(from: string, index: string, info: ModuleInfoOf): string[] {
  const code = info(from)?.code ?? null;
  const reExported = info(index)?.importedIds ?? [];
  if (code === null) return reExported;
  return reExported.filter((id) => {
    const names = exportedNames(info(id)?.code ?? null);
    return names === null || namesAny(code, names);
  });
}

/** The names a module exports, read from its code (the bundler does not list them yet). */
function exportedNames(code: string | null): string[] | null {
  if (code === null) return null;
  const declared = code.matchAll(
    /export\s+(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)/g,
  );
  const listed = code.matchAll(/export\s*\{([^}]*)\}/g);
  return [
    ...[...declared].map((match) => match[1] ?? ""),
    ...[...listed].flatMap((match) =>
      (match[1] ?? "").split(",").map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? "",
      ),
    ),
  ].filter(Boolean);
}

/**
 * Every module a module imports, itself included: statically only, or also what its lazy parts
 * import. Through a package's index only to the modules whose exports the importer names, so the
 * package modules a file needs go with the pages and parts that use them.
 */
function imports(from: string, info: ModuleInfoOf, lazyToo = false): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const module = info(id);
    const imported = [
      ...(module?.importedIds ?? []),
      ...(lazyToo ? (module?.dynamicallyImportedIds ?? []) : []),
    ];
    for (const next of imported)
      if (isPackageIndex(next)) {
        seen.add(next);
        stack.push(...throughIndex(id, next, info));
      } else stack.push(next);
  }
  return seen;
}

interface Grouping {
  shop: Set<string>;
  /** Own modules of exactly one page, by page route module. */
  pageOf: Map<string, string>;
  /** Modules a page shares with other pages or the layout's lazy parts: the file named by them. */
  sharedIn: Map<string, string>;
}

const pageName = (page: string) =>
  page === ROOT ? "layout" : page.slice(ROUTES.length, -".tsx".length);

function groupModules(info: ModuleInfoOf): Grouping {
  const pages = readdirSync(ROUTES)
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => ROUTES + file)
    .filter((id) => id !== URL_DISPATCHER);
  const shop = imports(ROOT, info);
  const [first, ...others] = CATALOGUE_PAGES.map((page) => imports(page, info));
  for (const id of first ?? []) if (others.every((page) => page.has(id))) shop.add(id);
  // A page's own modules are those no other page, nor the layout, reaches, even through its lazy
  // parts: the microcart (the layout's) must not fetch the checkout page's file.
  const usedBy = new Map<string, string[]>();
  for (const page of [ROOT, ...pages])
    for (const id of imports(page, info, true)) usedBy.set(id, [...(usedBy.get(id) ?? []), page]);
  const pageOf = new Map<string, string>();
  for (const page of pages)
    for (const id of imports(page, info)) if (usedBy.get(id)?.length === 1) pageOf.set(id, page);
  // Named by the pages that use the code, and apart by those that load it at once: a page's
  // lazy part (a review modal) must not bring into its first load what other pages share with
  // it statically (the account's session), by landing in the same file as what it loads at once.
  const loadedBy = new Map<string, string[]>();
  for (const page of pages)
    for (const id of imports(page, info)) loadedBy.set(id, [...(loadedBy.get(id) ?? []), page]);
  const names = (list: string[] | undefined) => (list ?? []).map(pageName).sort().join("+");
  const sharedIn = new Map<string, string>();
  for (const page of pages)
    for (const id of imports(page, info))
      if (!shop.has(id) && !pageOf.has(id) && !id.startsWith(ROUTES)) {
        const users = names(usedBy.get(id));
        const atOnce = names(loadedBy.get(id));
        sharedIn.set(id, fileName(`with-${users}${atOnce === users ? "" : `-at-once-${atOnce}`}`));
      }
  return { shop, pageOf, sharedIn };
}

/**
 * A group's file name: its key while short, else a digest of it. Keys list the pages sharing the
 * code and grow with the shop; every file that imports a group names it, and those names count
 * in a first load's bytes (a file system would refuse names past 255 bytes anyway).
 */
function fileName(key: string): string {
  if (key.length <= 24) return key;
  // Six hex digits tell the shop's few dozen groups apart; the file's own hash follows them.
  return `s-${createHash("sha256").update(key).digest("hex").slice(0, 6)}`;
}

/** The groups for the browser build's `output.codeSplitting`. */
export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  let grouping: Grouping | null = null;
  const grouped = (ctx: Rolldown.ChunkingContext) => {
    grouping ??= groupModules((id) => ctx.getModuleInfo(id));
    return grouping;
  };
  /** The file of a module that some pages or lazy parts share, or that one page has alone. */
  const sharedOrPageFile = (id: string, ctx: Rolldown.ChunkingContext) => {
    const shared = grouped(ctx).sharedIn.get(id);
    const page = grouped(ctx).pageOf.get(id);
    return shared ?? (page ? `${pageName(page)}-page` : null);
  };
  return [
    {
      name: "framework",
      test: isFramework,
      priority: 5,
    },
    {
      // Before the shop's group: that one would draw in a package's every module through the
      // index it imports, and the cart's messages would ride with every page.
      name(id, ctx) {
        const file = id.startsWith(PACKAGES) && !isPackageIndex(id) && sharedOrPageFile(id, ctx);
        return file ? `${file}-packages` : null;
      },
      debugName: "package code of some pages",
      priority: 4,
    },
    {
      name: (id, ctx) =>
        isOwnCode(id) && id !== ROOT && grouped(ctx).shop.has(id) ? "shop" : null,
      debugName: "shop",
      priority: 3,
    },
    {
      name: (id, ctx) => (isOwnCode(id) ? (grouped(ctx).sharedIn.get(id) ?? null) : null),
      debugName: "shared",
      priority: 2,
    },
    {
      name(id, ctx) {
        const page = grouped(ctx).pageOf.get(id);
        if (!page || !isOwnCode(id) || id.startsWith(ROUTES)) return null;
        return `${pageName(page)}-page`;
      },
      debugName: "pages",
      priority: 1,
    },
  ];
}
