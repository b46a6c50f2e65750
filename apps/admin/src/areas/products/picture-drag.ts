import { type PointerEvent, type RefObject, useEffect, useRef, useState } from "react";
import { type Box, placeAt, scrollNearEdge } from "./picture-order";

/**
 * A drag under way: the picture's place, the place it would take, how far it has gone, and the
 * cards' boxes when it started.
 */
export interface Drag {
  from: number;
  to: number;
  dx: number;
  dy: number;
  boxes: Box[];
}

interface Press {
  pointerId: number;
  from: number;
  /** Where it was pressed, in the page's coordinates. */
  x: number;
  y: number;
  /** Where the pointer is now, in the window's. */
  client: { x: number; y: number };
  boxes: Box[] | null;
}

/** A pointer moves this far (px) before a press on a picture becomes a drag. */
const START_AFTER = 6;

const pageOf = (client: { x: number; y: number }) => ({
  x: client.x + window.scrollX,
  y: client.y + window.scrollY,
});

const clientOf = (event: PointerEvent) => ({ x: event.clientX, y: event.clientY });

/** The drag of a press whose boxes are measured, with the pointer where it is now. */
function dragOf(held: Press & { boxes: Box[] }): Drag {
  const at = pageOf(held.client);
  return {
    from: held.from,
    to: placeAt(held.boxes, at.x, at.y),
    dx: at.x - held.x,
    dy: at.y - held.y,
    boxes: held.boxes,
  };
}

/** Each card's box in the list, in the page's coordinates (they hold while the page scrolls). */
function boxesIn(list: HTMLElement): Box[] {
  return [...list.children].map((card) => {
    const rect = card.getBoundingClientRect();
    return {
      left: rect.left + window.scrollX,
      top: rect.top + window.scrollY,
      right: rect.right + window.scrollX,
      bottom: rect.bottom + window.scrollY,
    };
  });
}

/**
 * Ordering pictures with a pointer (mouse, pen or finger): a card's picture is pressed, carried
 * over another card and let go there; `onDrop` gets both places. Escape or a lost pointer ends
 * the drag without a change. The places are measured once, when the drag starts; carried near
 * the window's top or bottom, the page scrolls (a phone shows only a few pictures at a time).
 */
export function usePictureDrag(
  list: RefObject<HTMLOListElement | null>,
  onDrop: (from: number, to: number) => void,
) {
  const press = useRef<Press | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const end = () => {
    press.current = null;
    setDrag(null);
  };

  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      press.current = null;
      setDrag(null);
    };
    let frame = requestAnimationFrame(function scroll() {
      const held = press.current;
      const by = held ? scrollNearEdge(held.client.y, window.innerHeight) : 0;
      const before = window.scrollY;
      if (by !== 0) window.scrollBy(0, by);
      if (held?.boxes && window.scrollY !== before) setDrag(dragOf({ ...held, boxes: held.boxes }));
      frame = requestAnimationFrame(scroll);
    });
    window.addEventListener("keydown", onKey);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("keydown", onKey);
    };
  }, [dragging]);

  const handleOf = (from: number) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      const client = clientOf(event);
      press.current = { pointerId: event.pointerId, from, ...pageOf(client), client, boxes: null };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const held = press.current;
      if (!held || held.pointerId !== event.pointerId || !list.current) return;
      held.client = clientOf(event);
      const at = pageOf(held.client);
      if (!held.boxes && Math.hypot(at.x - held.x, at.y - held.y) < START_AFTER) return;
      held.boxes ??= boxesIn(list.current);
      setDrag(dragOf({ ...held, boxes: held.boxes }));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const held = press.current;
      if (!held || held.pointerId !== event.pointerId) return;
      const at = pageOf(clientOf(event));
      const to = held.boxes ? placeAt(held.boxes, at.x, at.y) : held.from;
      end();
      if (to >= 0 && to !== held.from) onDrop(held.from, to);
    },
    onPointerCancel: end,
    onLostPointerCapture(event: PointerEvent<HTMLElement>) {
      if (press.current?.pointerId === event.pointerId) end();
    },
  });

  return { drag, handleOf };
}
