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
  | { kind: "small-link"; text: string; label: string; href: string }
  /** A small heading over a part of the mail ("Je bestelling"). */
  | { kind: "heading"; text: string }
  /** Labelled facts, one a row ("Ordernummer" — "100000012"). */
  | { kind: "facts"; rows: MailRow[] }
  /** An order's lines: name, options, quantity and amount. */
  | { kind: "lines"; lines: MailLine[] }
  /** Amounts under the lines; the last row marked `total` stands out. */
  | { kind: "totals"; rows: (MailRow & { total?: boolean })[] }
  /** Addresses side by side on a wide screen, one under the other on a phone. */
  | { kind: "addresses"; addresses: { title: string; lines: string[] }[] };

/** A label and its value, both plain text. */
export interface MailRow {
  label: string;
  value: string;
}

/** One line of an order in a mail: what it is, its options and quantity, what it costs. */
export interface MailLine {
  name: string;
  /** Options and "2 × 59,90 €", each on a quieter line under the name. */
  details: string[];
  amount: string;
}

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
