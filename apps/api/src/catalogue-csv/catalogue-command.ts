import { readFile, stat, writeFile } from "node:fs/promises";
import { isAbsolute, join, normalize, sep } from "node:path";
import { parseArgs } from "node:util";
import {
  type CatalogueImportReport,
  exportCatalogueCsv,
  importCatalogueCsv,
} from "@etalage/commerce";
import type { Kysely, Schema } from "@etalage/db";
import { refusedCommandCode, UsageError } from "../startup/command-outcome";
import { importPictureProblem } from "./picture-problem";

export const CATALOGUE_USAGE = [
  "Usage:",
  "  npm run import -- FILE.csv [--images DIR] [--dry-run] [--refuse-new-categories]",
  "      Magento 2's product CSV into the shop; --dry-run lists every problem and changes nothing",
  "  npm run export -- FILE.csv",
  "      every product of the shop in the same format",
].join("\n");

export interface CatalogueCommandOptions {
  db: Kysely<Schema>;
  print: (line: string) => void;
  /** A progress bar's start, step and end (the terminal's); none in tests. */
  progress?: { start(total: number): void; update(done: number): void; stop(): void };
  /** After a real import changed products: every shop process rebuilds its index. */
  changed: () => Promise<void>;
}

const FILE_ERRORS: Record<string, string> = {
  ENOENT: "no such file or folder",
  EISDIR: "it is a folder",
  ENOTDIR: "a part of its path is not a folder",
  EACCES: "not allowed for this user",
};

/** A missing, unreadable or unwritable file: one line in words and exit code 2. */
function refuseFile(error: unknown, what: string, file: string, print: (line: string) => void) {
  const code = (error as NodeJS.ErrnoException).code;
  const why = code ? FILE_ERRORS[code] : undefined;
  if (!why) throw error;
  print(`Cannot ${what} ${file}: ${why}`);
  return 2;
}

/** `--images DIR` names a folder that is there: a mistyped one would make every picture missing. */
async function checkImagesDir(dir: string | undefined): Promise<void> {
  if (dir === undefined) return;
  const folder = await stat(dir).catch(() => null);
  if (!folder?.isDirectory()) throw new UsageError(`--images ${dir} is not a folder`);
}

/** A picture's name from the file, as a path inside DIR; null when it could leave it. */
function insideDir(dir: string, name: string): string | null {
  const path = normalize(name.replace(/^\/+/, ""));
  if (isAbsolute(path) || path.split(sep).includes("..") || path.includes("\0")) return null;
  return join(dir, path);
}

async function readIfThere(file: string | null): Promise<Uint8Array | null> {
  if (!file) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

function printReport(report: CatalogueImportReport, print: (line: string) => void) {
  for (const problem of report.problems)
    print(`line ${problem.line}${problem.column ? `, ${problem.column}` : ""}: ${problem.message}`);
  for (const path of report.newCategories)
    print(`${report.dryRun ? "New category (would be made)" : "New category"}: ${path}`);
  const verb = report.dryRun ? "would be " : "";
  print(
    `${report.created} product(s) ${verb}created, ${report.updated} ${verb}updated, ${report.unchanged} left alone, ${report.skipped} left out for a problem${report.dryRun ? " (dry run: nothing changed)" : ""}`,
  );
}

/**
 * `npm run import` and `npm run export`. Answers the exit code: 0 done, 1 the file had problems
 * (their products were left out), 2 usage.
 */
export async function runCatalogueCommand(
  command: "import" | "export",
  args: readonly string[],
  options: CatalogueCommandOptions,
): Promise<number> {
  const { db, print } = options;
  try {
    const { values, positionals } = (() => {
      try {
        return parseArgs({
          args: [...args],
          allowPositionals: true,
          options: {
            images: { type: "string" },
            "dry-run": { type: "boolean", default: false },
            "refuse-new-categories": { type: "boolean", default: false },
          },
        });
      } catch (error) {
        throw new UsageError(error instanceof Error ? error.message : String(error));
      }
    })();
    const [file, ...rest] = positionals;
    if (!file) throw new UsageError("Name the CSV file");
    if (rest.length > 0) throw new UsageError(`Too many arguments: ${rest.join(" ")}`);
    if (command === "export") {
      const csv = await exportCatalogueCsv(db);
      try {
        await writeFile(file, csv);
      } catch (error) {
        return refuseFile(error, "write", file, print);
      }
      print(`Wrote the catalogue to ${file}`);
      return 0;
    }
    const imagesDir = values.images;
    await checkImagesDir(imagesDir);
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (error) {
      return refuseFile(error, "read", file, print);
    }
    const started = performance.now();
    let total = 0;
    const report = await importCatalogueCsv(text, {
      db,
      dryRun: values["dry-run"] ?? false,
      refuseNewCategories: values["refuse-new-categories"] ?? false,
      readPicture: async (name) => (imagesDir ? readIfThere(insideDir(imagesDir, name)) : null),
      pictureProblem: (name, bytes) => importPictureProblem(name, bytes, "en"),
      progress: (done, all) => {
        if (total === 0) {
          total = all;
          options.progress?.start(all);
        }
        options.progress?.update(done);
      },
    });
    if (total > 0) options.progress?.stop();
    if (!report.dryRun && report.created + report.updated > 0) await options.changed();
    printReport(report, print);
    if (!report.dryRun) print(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return report.problems.length > 0 ? 1 : 0;
  } catch (error) {
    return refusedCommandCode(error, print, CATALOGUE_USAGE);
  }
}
