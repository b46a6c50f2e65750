/**
 * What a template says, before it is dressed as HTML and plain text. Every string here is
 * plain text, shopper's values included; the layout escapes it, so no template ever writes HTML.
 */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  /** The one thing to do: a button in HTML, the label and the bare link in plain text. */
  | { kind: "action"; label: string; href: string }
  /** Small print under the rest, such as "did not ask for this? ignore this mail". */
  | { kind: "note"; text: string }
  /** Someone's own words (a contact message): kept as typed, line breaks and all. */
  | { kind: "quote"; text: string }
  /** Small print with a link, such as the newsletter's unsubscribe link. */
  | { kind: "small-link"; text: string; label: string; href: string };

export interface MailBody {
  subject: string;
  /** The first line, shown larger ("Hallo Anna,"). */
  greeting: string;
  blocks: MailBlock[];
  /** Extra headers, such as the newsletter's List-Unsubscribe; values are plain text. */
  headers?: MailHeaders;
}

/** Header name to value, e.g. `{ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }`. */
export type MailHeaders = Record<string, string>;
