import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TestModeNotice } from "./test-mode-notice";

/** The notice as the server writes it into a page at `path`. */
const serverHtml = (path: string) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <TestModeNotice />
    </MemoryRouter>,
  );

describe("a shop in test mode says so on every page", () => {
  it("renders 'Testmodus: er wordt niet echt betaald' into a Dutch page's server HTML", () => {
    const html = serverHtml("/c/jurken");
    expect(html).toContain('aria-label="Testmodus"');
    expect(html).toContain("Testmodus: er wordt niet echt betaald.");
  });

  it("renders 'Test mode: no real payments' into an English page's server HTML", () => {
    const html = serverHtml("/en/c/dresses");
    expect(html).toContain('aria-label="Test mode"');
    expect(html).toContain("Test mode: no real payments.");
  });
});
