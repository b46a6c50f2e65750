import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { prepareDataDir, StartupError } from "./data-dir";

const scratch = () => mkdtempSync(join(tmpdir(), "etalage-datadir-"));

describe("DATA_DIR at start-up", () => {
  it("creates a missing DATA_DIR", () => {
    const dir = join(scratch(), "nested", "data");
    expect(prepareDataDir(dir)).toBe(dir);
  });

  it("stops start-up with one line when DATA_DIR is a file", () => {
    const file = join(scratch(), "file");
    writeFileSync(file, "");
    expect(() => prepareDataDir(file)).toThrow(StartupError);
  });

  it("stops start-up when DATA_DIR cannot be created", () => {
    const file = join(scratch(), "file");
    writeFileSync(file, "");
    expect(() => prepareDataDir(join(file, "data"))).toThrow(/cannot be created/);
  });

  it.runIf(existsSync("/proc/self"))(
    "stops start-up at once when DATA_DIR is under a folder where nothing can be made (/proc)",
    () => {
      expect(() => prepareDataDir("/proc/etalage-data/shop")).toThrow(/cannot be created/);
    },
    5_000,
  );
});
