/**
 * What a template says, before it is dressed as HTML and plain text. Every string here is
 * plain text, shopper's values included; the layout escapes it, so no template ever writes HTML.
 */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  /** The one thing to do: a button in HTML, the label and the bare link in plain text. */
  | { kind: "action"; label: string; href: string }
  /** Small print under the rest, such as "did not ask for this? ignore this mail". */
  | { kind: "note"; text: string };

export interface MailBody {
  subject: string;
  /** The first line, shown larger ("Hallo Anna,"). */
  greeting: string;
  blocks: MailBlock[];
}
