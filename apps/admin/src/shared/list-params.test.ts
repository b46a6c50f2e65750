import { describe, expect, it } from "vitest";
import { pageParam } from "./list-params";

describe("the page a list's URL asks for", () => {
  it("reads a whole page number from 1, and the first page for anything else", () => {
    expect(pageParam(new URLSearchParams("page=3&q=jurk"))).toBe(3);
    expect(pageParam(new URLSearchParams("q=jurk"))).toBe(1);
    expect(pageParam(new URLSearchParams("page=0"))).toBe(1);
    expect(pageParam(new URLSearchParams("page=-2"))).toBe(1);
    expect(pageParam(new URLSearchParams("page=2.5"))).toBe(1);
    expect(pageParam(new URLSearchParams("page=twee"))).toBe(1);
  });
});
