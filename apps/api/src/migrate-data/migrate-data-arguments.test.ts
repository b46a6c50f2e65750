import { describe, expect, it } from "vitest";
import { readMigrateDataArguments, withoutPassword } from "./migrate-data-arguments";

const read = (...argv: string[]) => readMigrateDataArguments(argv);
const TO = "postgres://etalage@db.internal:5432/etalage";

describe("npm run migrate-data arguments", () => {
  it("reads --from sqlite:PATH and --to postgres://…", () => {
    expect(read("--from", "sqlite:./data/etalage.sqlite", "--to", TO)).toEqual({
      from: "./data/etalage.sqlite",
      to: TO,
      replace: false,
    });
  });

  it("takes sqlite:///absolute/path and postgresql:// too, and --replace", () => {
    expect(
      read(
        "--from",
        "sqlite:///srv/shop/etalage.sqlite",
        "--to",
        "postgresql://a@b/c",
        "--replace",
      ),
    ).toEqual({ from: "/srv/shop/etalage.sqlite", to: "postgresql://a@b/c", replace: true });
  });

  it("says --from is missing, with the usage", () => {
    expect(() => read("--to", TO)).toThrow(/^--from is missing[\s\S]*Usage: npm run migrate-data/);
  });

  it("says --from takes sqlite:PATH when given a bare path", () => {
    expect(() => read("--from", "./data/etalage.sqlite", "--to", TO)).toThrow(
      '--from takes sqlite:PATH, e.g. sqlite:./data/etalage.sqlite, got "./data/etalage.sqlite"',
    );
  });

  it("refuses a PostgreSQL database as the source", () => {
    expect(() => read("--from", TO, "--to", TO)).toThrow(
      /^--from takes the SQLite file of a shop \(sqlite:PATH\), not a PostgreSQL database/,
    );
  });

  it("says --to is missing or not a postgres:// address", () => {
    expect(() => read("--from", "sqlite:x")).toThrow(/^--to is missing/);
    expect(() => read("--from", "sqlite:x", "--to", "mysql://a@b/c")).toThrow(
      '--to takes a postgres:// or postgresql:// address, got "mysql://a@b/c"',
    );
  });

  it("names an unknown option", () => {
    expect(() => read("--from", "sqlite:x", "--to", TO, "--force")).toThrow(/--force/);
  });

  it("prints an address without its password", () => {
    expect(withoutPassword("postgres://shop:geheim@db:5432/etalage")).toBe(
      "postgres://shop:***@db:5432/etalage",
    );
  });
});
