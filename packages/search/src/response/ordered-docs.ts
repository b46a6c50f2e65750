import { forEachBit } from "../memory/bitset";
import type { Collection } from "../memory/collection";
import { type Matches, scoreOf } from "../query/matches";
import { type SearchBudget, STEPS_PER_TIME_CHECK } from "../search-budget";
import type { SortKey } from "./sort-keys";

type Compare = (a: number, b: number) => number;

function comparator(collection: Collection, matches: Matches, keys: readonly SortKey[]): Compare {
  const steps: Compare[] = keys.map((key) => {
    const sign = key.order === "asc" ? 1 : -1;
    if (key.kind === "score") return (a, b) => sign * (scoreOf(matches, a) - scoreOf(matches, b));
    if (key.kind === "doc") return (a, b) => sign * (a - b);
    const { keys, ranks } = collection.sortColumn(key.field, key.mode);
    const missingSign = key.missing === "_last" ? 1 : -1;
    return (a, b) => {
      const left = keys[a]!;
      const right = keys[b]!;
      if (left < 0) return right < 0 ? 0 : missingSign;
      if (right < 0) return -missingSign;
      return sign * (ranks[left]! - ranks[right]!);
    };
  });
  return (a, b) => {
    for (const step of steps) {
      const order = step(a, b);
      if (order !== 0) return order;
    }
    return a - b;
  };
}

/** Moves the worst kept document (by `compare`) to the top of a max-heap. */
function siftDown(heap: number[], compare: Compare): void {
  let parent = 0;
  for (;;) {
    const left = 2 * parent + 1;
    const right = left + 1;
    let worst = parent;
    if (left < heap.length && compare(heap[left]!, heap[worst]!) > 0) worst = left;
    if (right < heap.length && compare(heap[right]!, heap[worst]!) > 0) worst = right;
    if (worst === parent) return;
    [heap[parent], heap[worst]] = [heap[worst]!, heap[parent]!];
    parent = worst;
  }
}

function siftUp(heap: number[], compare: Compare): void {
  let child = heap.length - 1;
  while (child > 0) {
    const parent = (child - 1) >>> 1;
    if (compare(heap[child]!, heap[parent]!) <= 0) return;
    [heap[parent], heap[child]] = [heap[child]!, heap[parent]!];
    child = parent;
  }
}

/**
 * The first `count` matched documents in sort order (by score, descending, when no sort is
 * given), ties in index order. Keeps only `count` candidates in a heap rather than sorting all.
 */
export function orderedDocs(
  collection: Collection,
  matches: Matches,
  keys: readonly SortKey[],
  count: number,
  budget: SearchBudget,
): number[] {
  const compare = comparator(
    collection,
    matches,
    keys.length > 0 ? keys : [{ kind: "score", order: "desc" }],
  );
  const heap: number[] = [];
  if (count <= 0) return heap;
  let steps = 0;
  forEachBit(matches.docs, (doc) => {
    if (++steps % STEPS_PER_TIME_CHECK === 0) budget.checkTime();
    if (heap.length < count) {
      heap.push(doc);
      siftUp(heap, compare);
    } else if (compare(doc, heap[0]!) < 0) {
      heap[0] = doc;
      siftDown(heap, compare);
    }
  });
  return heap.sort(compare);
}
