import { type CSSProperties, type PointerEvent, useState } from "react";
import { useTexts } from "../../shared/language";
import { editorTexts } from "./editor-texts";
import type { Drag } from "./picture-drag";
import type { Picture } from "./products-api";

/** What a picture's press and drag are handled by (none for staff, who only look). */
export type DragHandle = Record<
  "onPointerDown" | "onPointerMove" | "onPointerUp" | "onPointerCancel" | "onLostPointerCapture",
  (event: PointerEvent<HTMLElement>) => void
>;

/** The card's part in a drag: carried by the pointer, the place it would land on, or neither. */
function dragClass(drag: Drag | null, index: number): { name: string; style?: CSSProperties } {
  if (!drag) return { name: "picture-card" };
  if (drag.from === index)
    return {
      name: "picture-card picture-carried",
      style: { transform: `translate(${drag.dx}px, ${drag.dy}px)` },
    };
  if (drag.to === index)
    return {
      name: `picture-card picture-target ${drag.to < drag.from ? "picture-target-before" : "picture-target-after"}`,
    };
  return { name: "picture-card" };
}

/** One picture: its place (the first is the main one), alt texts in both languages, order, delete. */
export function PictureCard(props: {
  picture: Picture;
  index: number;
  count: number;
  readOnly: boolean;
  drag: Drag | null;
  handle: DragHandle | null;
  onAlt(alt: Picture["alt"]): void;
  onMove(step: number): void;
  onRemove(): void;
}) {
  const t = useTexts(editorTexts);
  const { picture, index } = props;
  const place = index + 1;
  const [alt, setAlt] = useState(picture.alt);
  const id = `picture-${picture.id}`;
  const look = dragClass(props.drag, index);
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
        <span className="picture-place">{place === 1 ? t.mainPicture : t.picture(place)}</span>
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
