import { describe, expect, it } from "vitest";
import { offlinePage, REDIRECT_HOME_SECONDS } from "./offline-page";

describe("the service worker's answer to a page it has not kept, offline (docs/specification/offline-and-caches.md)", () => {
  it("shows the seed's message in English and moves to the English home", () => {
    const { answer, html } = offlinePage("/en/p/VST-1006/oversized-cardigan");
    expect(answer).toBe("redirect-home");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      "The product, category or CMS page is not available in Offline mode. Redirecting to Home.",
    );
    expect(html).toContain(
      `<meta http-equiv="refresh" content="${REDIRECT_HOME_SECONDS};url=/en">`,
    );
  });

  it("shows the Dutch message and moves to the Dutch home", () => {
    const { html } = offlinePage("/p/VST-1006/oversized-vest");
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(
      "Dit product, deze categorie of CMS-pagina is offline niet beschikbaar. Je gaat naar de homepage.",
    );
    expect(html).toContain('content="3;url=/"');
  });

  it("says 'You are offline' without moving on the order-status page and on home", () => {
    for (const [path, text] of [
      ["/en/order-status/abc", "You are offline"],
      ["/order-status/abc", "Je bent offline"],
      ["/", "Je bent offline"],
    ] as const) {
      const { answer, html } = offlinePage(path);
      expect(answer).toBe("offline");
      expect(html).toContain(text);
      expect(html).not.toContain("http-equiv");
    }
  });

  it("runs no script, so it needs no policy exception", () => {
    expect(offlinePage("/c/jurken").html).not.toMatch(/<script/i);
  });
});
