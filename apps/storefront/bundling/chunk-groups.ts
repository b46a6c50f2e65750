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
 * route files keep exactly the exports React Router reads.
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

/** A package's index re-exports all of it, used or not (such as the search query defaults). */
const isPackageIndex = (id: string) => id.startsWith(PACKAGES) && /\/src\/index\.ts$/.test(id);

/**
 * Every module a module imports, itself included: statically only, or also what its lazy parts
 * import. Not past a package's index, so the package modules a file needs are left for the
 * bundler to place by who really uses them.
 */
function imports(from: string, info: ModuleInfoOf, lazyToo = false): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || isPackageIndex(id)) {
      seen.add(id);
      continue;
    }
    seen.add(id);
    const module = info(id);
    stack.push(
      ...(module?.importedIds ?? []),
      ...(lazyToo ? (module?.dynamicallyImportedIds ?? []) : []),
    );
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
  const sharedIn = new Map<string, string>();
  for (const page of pages)
    for (const id of imports(page, info))
      if (!shop.has(id) && !pageOf.has(id) && !id.startsWith(ROUTES))
        sharedIn.set(id, `with-${(usedBy.get(id) ?? []).map(pageName).sort().join("+")}`);
  return { shop, pageOf, sharedIn };
}

/** The groups for the browser build's `output.codeSplitting`. */
export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  let grouping: Grouping | null = null;
  const grouped = (ctx: Rolldown.ChunkingContext) => {
    grouping ??= groupModules((id) => ctx.getModuleInfo(id));
    return grouping;
  };
  return [
    {
      name: "framework",
      test: (id) => !isOwnCode(id) && !isFrameworkEntry(id),
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
