import type { StaffPicture } from "@etalage/contracts";
import { type PointerEvent, useState } from "react";
import { useTexts } from "../../shared/language";
import { editorTexts } from "./editor-texts";
import type { Drag } from "./picture-drag";
import { placeDuring } from "./picture-order";

/** What a picture's press and drag are handled by (none for staff, who only look). */
export type DragHandle = Record<
  "onPointerDown" | "onPointerMove" | "onPointerUp" | "onPointerCancel" | "onLostPointerCapture",
  (event: PointerEvent<HTMLElement>) => void
>;

/**
 * The card's part in a drag: carried by the pointer, or moved aside to the place it will have
 * (from its own box to that of the place), with the place it shows.
 */
function dragLook(drag: Drag | null, index: number) {
  if (!drag) return { name: "picture-card", place: index + 1 };
  const place = placeDuring(index, drag.from, drag.to);
  if (index === drag.from)
    return {
      name: "picture-card picture-carried",
      style: { transform: `translate(${drag.dx}px, ${drag.dy}px)` },
      place: place + 1,
    };
  const own = drag.boxes[index];
  const next = drag.boxes[place];
  if (place === index || !own || !next) return { name: "picture-card", place: index + 1 };
  return {
    name: "picture-card picture-moved-aside",
    style: { transform: `translate(${next.left - own.left}px, ${next.top - own.top}px)` },
    place: place + 1,
  };
}

/** One picture: its place (the first is the main one), alt texts in both languages, order, delete. */
export function PictureCard(props: {
  picture: StaffPicture;
  index: number;
  count: number;
  readOnly: boolean;
  drag: Drag | null;
  handle: DragHandle | null;
  onAlt(alt: StaffPicture["alt"]): void;
  onMove(step: number): void;
  onRemove(): void;
}) {
  const t = useTexts(editorTexts);
  const { picture, index } = props;
  const place = index + 1;
  const [alt, setAlt] = useState(picture.alt);
  const id = `picture-${picture.id}`;
  const look = dragLook(props.drag, index);
  return (
    <li className={look.name} style={look.style}>
      <div className={props.handle ? "picture-handle" : "picture-frame"} {...props.handle}>
        <img
          src={picture.url}
          alt={picture.alt.nl || t.picture(place)}
          width={150}
          height={200}
          draggable={false}
        />
        {look.place === 1 ? (
          <span className="picture-place picture-main">{t.mainPicture}</span>
        ) : (
          <span className="picture-place">{t.picture(look.place)}</span>
        )}
      </div>
      <div className="stack">
        {(["nl", "en"] as const).map((code) => (
          <div className="field" key={code}>
            <label htmlFor={`${id}-${code}`}>{code === "nl" ? t.altNl : t.altEn}</label>
            <input
              id={`${id}-${code}`}
              lang={code}
              value={alt[code]}
              disabled={props.readOnly}
              onChange={(e) => setAlt({ ...alt, [code]: e.target.value })}
            />
          </div>
        ))}
      </div>
      {props.readOnly ? null : (
        <div className="actions">
          <button type="button" className="button button-small" onClick={() => props.onAlt(alt)}>
            {t.saveAlt}
          </button>
          <button
            type="button"
            className="button button-quiet button-small"
            aria-label={t.earlier(place)}
            disabled={place === 1}
            onClick={() => props.onMove(-1)}
          >
            ←
          </button>
          <button
            type="button"
            className="button button-quiet button-small"
            aria-label={t.later(place)}
            disabled={place === props.count}
            onClick={() => props.onMove(1)}
          >
            →
          </button>
          <button
            type="button"
            className="button button-danger button-small"
            aria-label={t.remove(place)}
            onClick={props.onRemove}
          >
            ✕
          </button>
        </div>
      )}
    </li>
  );
}
