/** Shortest word that can end a compound ("tas", "rok", "red"). */
export const SHORTEST_HEAD = 3;
/** Query texts remembered so their phrase analysis is not learned as catalogue text. */
const REMEMBERED_QUERIES = 256;
const ONLY_LETTERS = /^\p{L}+$/u;

/**
 * The words of the catalogue, as the indexes of one language hold them (stemmed), learned while
 * values are indexed. Two kinds:
 * - every term of the indexed text: a query word among them is a word the catalogue knows;
 * - standalone words: those the catalogue uses as a whole value on their own — a category
 *   ("Jassen"), a colour ("Zwart"), a one-word product name ("Regenjas"), an item of a list
 *   ("Truien & vesten"). Such a word names a kind of thing and may end or start a compound
 *   (winter|jas, zwarte|jurk). Words met only inside longer texts (band, zak, hals) are details
 *   of a product, and splitting "haarband" or "rugzak" on them would find the wrong things.
 * Words stay known after their products leave the catalogue: a stale word only finds nothing.
 */
export class CatalogueWords {
  private readonly terms = new Set<string>();
  private readonly standalone = new Set<string>();
  /** Phrase queries analyse the query text as if it were indexed text: those are not learned. */
  private readonly queries = new Set<string>();

  knows(term: string): boolean {
    return this.terms.has(term);
  }

  isStandalone(term: string): boolean {
    return this.standalone.has(term);
  }

  /** Remembers a query text (the storefront's text query and its phrase share one text). */
  noteQuery(text: string): void {
    if (this.queries.has(text)) return;
    if (this.queries.size >= REMEMBERED_QUERIES) {
      const oldest = this.queries.values().next().value;
      if (oldest !== undefined) this.queries.delete(oldest);
    }
    this.queries.add(text);
  }

  isQuery(text: string): boolean {
    return this.queries.has(text);
  }

  /** Only words of letters are ever looked up: SKUs and sizes would only take memory. */
  learnTerm(term: string): void {
    if (ONLY_LETTERS.test(term)) this.terms.add(term);
  }

  learnStandalone(term: string): void {
    if (term.length >= SHORTEST_HEAD && ONLY_LETTERS.test(term)) this.standalone.add(term);
  }
}
