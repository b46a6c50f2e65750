import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.server";

describe("CMS HTML sanitiser", () => {
  it("keeps the shop's headings, paragraphs, lists, tables and links", () => {
    const html =
      '<h1>Maattabel</h1><p>Meet <strong>over</strong> je ondergoed.</p><table><thead><tr><th scope="col">Maat</th></tr></thead><tbody><tr><td>XS</td></tr></tbody></table><p><a href="/contact">Contact</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("removes scripts, styles and embeds with their content", () => {
    expect(
      sanitizeHtml(
        '<p>a</p><script>alert("x")</script><style>p{}</style><iframe src="//x"></iframe>',
      ),
    ).toBe("<p>a</p>");
    expect(sanitizeHtml("<p>a<script src=x.js>")).toBe("<p>a");
  });

  it("removes event handlers and style attributes", () => {
    expect(sanitizeHtml('<p onclick="steal()" style="color:red" title="t">x</p>')).toBe(
      '<p title="t">x</p>',
    );
    expect(sanitizeHtml('<img src="/img/a.jpg" onerror=alert(1) alt="A">')).toBe(
      '<img src="/img/a.jpg" alt="A">',
    );
  });

  it("drops javascript: and data: links but keeps http, mailto and tel", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href=" JaVa\tScript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<img src="data:text/html;base64,xx">')).toBe("<img>");
    expect(sanitizeHtml('<a href="mailto:klantenservice@etalage.nl">m</a>')).toBe(
      '<a href="mailto:klantenservice@etalage.nl">m</a>',
    );
  });

  it("drops unknown tags but keeps their text", () => {
    expect(sanitizeHtml("<marquee>Sale</marquee><p>ok</p>")).toBe("Sale<p>ok</p>");
  });

  it("guards links opening a new tab with rel noopener", () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
