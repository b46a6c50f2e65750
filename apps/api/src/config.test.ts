import { describe, expect, it } from "vitest";
import { readSettings } from "./config";

describe("settings from the environment", () => {
  it("defaults to port 3000 and ./data on SQLite", () => {
    const s = readSettings({});
    expect([s.port, s.dataDir, s.databaseUrl]).toEqual([3000, "./data", undefined]);
  });

  it("honours PORT, HOST, DATA_DIR and DATABASE_URL", () => {
    const s = readSettings({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/shop",
      DATABASE_URL: "postgres://u@h/db",
    });
    expect([s.port, s.host, s.dataDir, s.databaseUrl]).toEqual([
      8080,
      "127.0.0.1",
      "/srv/shop",
      "postgres://u@h/db",
    ]);
  });

  it("refuses a PORT that is not a port number with a message naming it", () => {
    expect(() => readSettings({ PORT: "eighty" })).toThrow(/PORT/);
  });
});
