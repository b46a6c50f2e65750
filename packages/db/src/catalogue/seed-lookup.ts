/** Ids by code or sku for the rows a seed refers to by name; unknown names fail the import. */
export class SeedLookup {
  readonly #ids: Map<string, number>;
  readonly #what: string;

  constructor(what: string, entries: Iterable<[string, number]>) {
    this.#what = what;
    this.#ids = new Map(entries);
  }

  idOf(name: string, usedBy: string): number {
    const id = this.#ids.get(name);
    if (id === undefined) {
      throw new Error(
        `${usedBy} refers to ${this.#what} "${name}", which the seed does not define`,
      );
    }
    return id;
  }
}
