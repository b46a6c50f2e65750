import { describe, expect, it } from "vitest";
import { formatAmount } from "./sandbox-formats";

describe("the sandbox page's amounts", () => {
  it("shows an amount in Dutch as the shop does and in English with the sign first", () => {
    expect(formatAmount("nl", "EUR", "12.50")).toBe("12,50 €");
    expect(formatAmount("nl", "EUR", "1234.50")).toBe("1.234,50 €");
    expect(formatAmount("en", "EUR", "12.50")).toBe("€12.50");
    expect(formatAmount("en", "EUR", "1234.50")).toBe("€1,234.50");
  });
});
