import type { ImportReport } from "@etalage/contracts";
import {
  ensureSelectAttribute,
  insertMediaFile,
  type Kysely,
  listMediaFilePaths,
  readCatalogue,
  type Schema,
  transaction,
} from "@etalage/db";
import { CSV_SAYS } from "./csv-messages";
import { createCategoryPaths, ensureRootCategory } from "./import-categories";
import { type ImportGroup, planImport, unchanged } from "./import-plan";
import { OPTION_CODES } from "./magento-columns";
import { parseMagentoCsv } from "./parse-csv";
import { type CsvProblem, readProducts } from "./read-products";
import { ImportOptions, writeImportGroup, writeRelated } from "./write-import-group";

export interface CatalogueImportOptions {
  db: Kysely<Schema>;
  now?: () => Date;
  /** Check and count only: nothing changes. */
  dryRun: boolean;
  /** A category the shop does not have is a problem, instead of made. */
  refuseNewCategories?: boolean;
  /** The bytes of a picture the file names (under --images DIR); null when it is not there. */
  readPicture(path: string): Promise<Uint8Array | null>;
  /** Why the picture by this name is not one the shop takes, or null when it is one. */
  pictureProblem(path: string, bytes: Uint8Array): Promise<string | null>;
  /**
   * After each product or configurable: how many products of how many are done. The import waits
   * for a promise it answers (a caller lets its other work go on meanwhile).
   */
  progress?(done: number, total: number): void | Promise<void>;
}

/** The import's report with each problem in both languages; the API answers it in one. */
export interface CatalogueImportReport extends Omit<ImportReport, "problems"> {
  problems: CsvProblem[];
}

const ATTRIBUTE_LABELS = {
  color: { nl: "Kleur", en: "Color" },
  size: { nl: "Maat", en: "Size" },
} as const;

/**
 * `npm run import`: Magento 2's product CSV into the shop. Each configurable with its variants,
 * and each other product, is written in a transaction of its own; one the shop already holds as
 * the file says is left alone, so importing a file twice changes nothing the second time.
 */
export async function importCatalogueCsv(
  text: string,
  options: CatalogueImportOptions,
): Promise<CatalogueImportReport> {
  const { db } = options;
  const now = (options.now ?? (() => new Date()))();
  const parsed = parseMagentoCsv(text);
  const read = readProducts(parsed.rows);
  if (!options.dryRun)
    await transaction(db, async (trx) => {
      await ensureRootCategory(trx);
      for (const code of OPTION_CODES)
        await ensureSelectAttribute(trx, code, ATTRIBUTE_LABELS[code]);
    });
  const catalogue = await readCatalogue(db);
  const stored = new Set(await listMediaFilePaths(db));
  const plan = await planImport(
    read.products,
    catalogue,
    {
      stored: (path) => stored.has(path),
      problem: async (path) => {
        const bytes = await options.readPicture(path);
        if (!bytes) return CSV_SAYS.pictureMissing(path);
        const why = await options.pictureProblem(path, bytes);
        return why ? CSV_SAYS.badPicture(path, why) : null;
      },
    },
    { refuseNewCategories: options.refuseNewCategories ?? false },
  );
  const problems = [...parsed.problems, ...read.problems, ...plan.problems];
  const report: CatalogueImportReport = {
    dryRun: options.dryRun,
    problems,
    newCategories: plan.newCategories,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
  };
  const planned = new Set(plan.groups.flatMap((g) => g.members.map((m) => m.product.sku)));
  const skus = new Set(parsed.rows.map((row) => row.values.sku?.trim() ?? ""));
  report.skipped = [...skus].filter((sku) => !planned.has(sku)).length;
  const changed: ImportGroup[] = [];
  for (const group of plan.groups) {
    if (unchanged(group, plan.shop)) report.unchanged += group.members.length;
    else changed.push(group);
  }
  const count = (group: ImportGroup) => {
    for (const { product } of group.members) {
      if (plan.shop.has(product.sku)) report.updated++;
      else report.created++;
    }
  };
  problems.sort((a, b) => a.line - b.line);
  if (options.dryRun) {
    for (const group of changed) count(group);
    return report;
  }
  if (plan.newCategories.length > 0) {
    const made = await transaction(db, (trx) => createCategoryPaths(trx, plan.newCategories));
    for (const [path, id] of made) plan.categoryIds.set(path, id);
  }
  let importOptions = await ImportOptions.read(db, OPTION_CODES);
  const total = plan.groups.reduce((sum, group) => sum + group.members.length, 0);
  let done = report.unchanged;
  const related: { sku: string; related: string[] }[] = [];
  const context = { categoryIds: plan.categoryIds, now: now.toISOString() };
  for (const group of changed) {
    try {
      const links = await transaction(db, async (trx) => {
        for (const { product } of group.members) {
          for (const path of product.images) {
            if (stored.has(path)) continue;
            const bytes = await options.readPicture(path);
            if (bytes) await insertMediaFile(trx, path, bytes, now);
          }
        }
        return writeImportGroup(trx, group, { ...context, options: importOptions });
      });
      for (const { product } of group.members) for (const path of product.images) stored.add(path);
      related.push(...links);
      count(group);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const first = group.members[0]!;
      problems.push({ line: first.line, column: "", ...CSV_SAYS.notImported(reason) });
      report.skipped += group.members.length;
      importOptions = await ImportOptions.read(db, OPTION_CODES);
    }
    done += group.members.length;
    await options.progress?.(done, total);
  }
  const BATCH = 500;
  for (let start = 0; start < related.length; start += BATCH) {
    await transaction(db, async (trx) => {
      for (const links of related.slice(start, start + BATCH))
        await writeRelated(trx, links.sku, links.related);
    });
  }
  problems.sort((a, b) => a.line - b.line);
  return report;
}
