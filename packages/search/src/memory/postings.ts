/**
 * The documents (or term frequencies) of one key or term, ascending. A lone entry is kept as a
 * plain number: most keys of an id, SKU or URL field belong to one document, and an array for
 * each would cost the catalogue tens of megabytes.
 */
export type Postings = number | number[];

export function appendPosting(lists: (Postings | undefined)[], id: number, value: number): void {
  const list = lists[id];
  if (list === undefined) lists[id] = value;
  else if (typeof list === "number") lists[id] = [list, value];
  else list.push(value);
}

export function lastPosting(list: Postings | undefined): number | undefined {
  return typeof list === "number" ? list : list?.[list.length - 1];
}

export function postingList(list: Postings | undefined): readonly number[] {
  if (list === undefined) return [];
  return typeof list === "number" ? [list] : list;
}

export function postingCount(list: Postings | undefined): number {
  if (list === undefined) return 0;
  return typeof list === "number" ? 1 : list.length;
}

/** Arrays grow in steps of 16 or more slots; after a bulk load, short ones are cut to size. */
export function trimPostings(lists: (Postings | undefined)[]): void {
  for (let id = 0; id < lists.length; id++) {
    const list = lists[id];
    if (Array.isArray(list) && list.length <= 16) lists[id] = list.slice();
  }
}

/** Catch-ups of more documents than this (bulk loads) trim their posting arrays afterwards. */
export const BULK_DOCUMENTS = 1_000;
