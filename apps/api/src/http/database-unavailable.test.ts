import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("telling a database that is away from a fault", () => {
  it("counts a refused, reset or cut connection as away", () => {
    expect(
      isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode("read ECONNRESET", "ECONNRESET"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error("Client has encountered a connection error and is not queryable"),
      ),
    ).toBe(true);
  });

  it("counts PostgreSQL shutting down, starting up or full as away", () => {
    const shutdown = "terminating connection due to administrator command";
    expect(isDatabaseUnavailable(withCode(shutdown, "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode("sorry, too many clients already", "53300"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connection failure", "08006"))).toBe(true);
  });

  it("looks inside an error's cause and both tries of a dual-stack connect", () => {
    const refused = withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED");
    expect(isDatabaseUnavailable(new AggregateError([refused, refused]))).toBe(true);
    expect(isDatabaseUnavailable(new Error("query failed", { cause: refused }))).toBe(true);
  });

  it("leaves mistakes in queries and data to the usual error handling", () => {
    const unique = withCode("duplicate key value violates unique constraint", "23505");
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(withCode('relation "nope" does not exist', "42P01"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
    const refused = withCode("connect ECONNREFUSED 127.0.0.1:443", "ECONNREFUSED");
    expect(isDatabaseUnavailable(new TypeError("fetch failed", { cause: refused }))).toBe(false);
  });
});
