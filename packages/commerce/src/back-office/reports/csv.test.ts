import { describe, expect, it } from "vitest";
import { csvAmount, csvField, csvLine } from "./csv";

describe("CSV for Excel NL", () => {
  it("leaves plain text alone and ends a record with CRLF", () => {
    expect(csvLine(["000000001", "Anna de Vries", "49,95"])).toBe(
      "000000001;Anna de Vries;49,95\r\n",
    );
  });

  it("quotes a field that holds a semicolon, a quote or a line end, doubling its quotes", () => {
    expect(csvField('Jansen; "Bep"')).toBe('"Jansen; ""Bep"""');
    expect(csvField("regel\neen")).toBe('"regel\neen"');
    expect(csvField("regel\rtwee")).toBe('"regel\rtwee"');
  });

  it("neutralises a field a spreadsheet would run as a formula with a leading '", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+31 6 1234")).toBe("'+31 6 1234");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\t=1")).toBe("'\t=1");
    expect(csvField("\r=1")).toBe('"\'\r=1"');
    expect(csvField("Anna = Bep")).toBe("Anna = Bep");
  });

  it("writes amounts with a decimal comma and two decimals", () => {
    expect(csvAmount(49.95)).toBe("49,95");
    expect(csvAmount(1234.5)).toBe("1234,50");
    expect(csvAmount(0)).toBe("0,00");
    expect(csvAmount(10.004)).toBe("10,00");
  });
});
