/** A card's box on the page, in the page's own coordinates. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The pictures in their new order: the one at place `from` taken to place `to` (from 0). */
export function movedTo<T>(items: readonly T[], from: number, to: number): T[] {
  const order = [...items];
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return order;
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved as T);
  return order;
}

/**
 * Where the picture at `index` stands while the one at `from` is carried to `to`: those between
 * make room by one place, the carried one takes `to` (as `movedTo` will order them).
 */
export function placeDuring(index: number, from: number, to: number): number {
  if (index === from) return to;
  if (from < to && index > from && index <= to) return index - 1;
  if (from > to && index >= to && index < from) return index + 1;
  return index;
}

/**
 * The place a picture dropped at a point takes: that of the card under the point, else that of
 * the card whose middle is nearest (a drop in the gap between two cards, or beside the list).
 */
export function placeAt(boxes: readonly Box[], x: number, y: number): number {
  const under = boxes.findIndex(
    (box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom,
  );
  if (under >= 0) return under;
  let nearest = -1;
  let shortest = Number.POSITIVE_INFINITY;
  for (const [index, box] of boxes.entries()) {
    const distance = Math.hypot((box.left + box.right) / 2 - x, (box.top + box.bottom) / 2 - y);
    if (distance < shortest) {
      shortest = distance;
      nearest = index;
    }
  }
  return nearest;
}

/** How near (px) to the window's top or bottom a carried picture makes the page scroll. */
const EDGE = 64;
/** The most the page scrolls in one frame (px), with the pointer at the very edge. */
const FASTEST = 16;

/**
 * How far the page scrolls in one frame while a picture is carried at `y` in a window `height`
 * tall: up near the top, down near the bottom, faster the nearer the edge; else not at all.
 */
export function scrollNearEdge(y: number, height: number): number {
  if (y < EDGE) return -Math.ceil((FASTEST * (EDGE - Math.max(y, 0))) / EDGE);
  if (y > height - EDGE) return Math.ceil((FASTEST * (y - (height - EDGE))) / EDGE);
  return 0;
}
