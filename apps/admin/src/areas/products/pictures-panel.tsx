import { useRef, useState } from "react";
import { ApiMessage } from "../../shared/api-message";
import { ConfirmDialog } from "../../shared/confirm-dialog";
import { useTexts } from "../../shared/language";
import { editorTexts } from "./editor-texts";
import { usePictureActions } from "./pictures-api";
import type { Picture } from "./products-api";

/** One picture: its alt text in both languages, its place, and delete. */
function PictureCard(props: {
  picture: Picture;
  place: number;
  count: number;
  readOnly: boolean;
  onAlt(alt: Picture["alt"]): void;
  onMove(step: number): void;
  onRemove(): void;
}) {
  const t = useTexts(editorTexts);
  const { picture, place } = props;
  const [alt, setAlt] = useState(picture.alt);
  const id = `picture-${picture.id}`;
  return (
    <li className="picture-card">
      <img src={picture.url} alt={picture.alt.nl || t.picture(place)} width={150} height={200} />
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

/** A product's pictures: dropped on the panel or chosen, in their order, each with alt texts. */
export function PicturesPanel(props: { sku: string; pictures: Picture[]; readOnly: boolean }) {
  const t = useTexts(editorTexts);
  const actions = usePictureActions(props.sku);
  const file = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const pictures = [...props.pictures].sort((a, b) => a.position - b.position);
  const error =
    actions.upload.error ?? actions.alt.error ?? actions.order.error ?? actions.remove.error;

  const move = (index: number, step: number) => {
    const ids = pictures.map((picture) => picture.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + step, 0, id!);
    actions.order.mutate(ids);
  };

  return (
    <section className="card stack" aria-labelledby="pictures-title">
      <h2 id="pictures-title" className="card-title">
        {t.pictures}
      </h2>
      {props.readOnly ? null : (
        <label
          htmlFor="picture-file"
          className={over ? "drop-zone drop-over" : "drop-zone"}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setOver(false);
            const files = [...event.dataTransfer.files];
            if (files.length) actions.upload.mutate(files);
          }}
        >
          <span>
            {t.dropHere} <span className="link-text">{t.chooseFile}</span>
          </span>
          <input
            id="picture-file"
            ref={file}
            type="file"
            className="visually-hidden"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              if (files.length) actions.upload.mutate(files);
              if (file.current) file.current.value = "";
            }}
          />
        </label>
      )}
      {actions.upload.isPending ? <p role="status">{t.uploading}</p> : null}
      <ApiMessage error={error} />
      {pictures.length === 0 ? <p className="empty-note">{t.noPictures}</p> : null}
      <ol className="pictures">
        {pictures.map((picture, index) => (
          <PictureCard
            key={`${picture.id}-${picture.alt.nl}-${picture.alt.en}`}
            picture={picture}
            place={index + 1}
            count={pictures.length}
            readOnly={props.readOnly}
            onAlt={(alt) => actions.alt.mutate({ id: picture.id, alt })}
            onMove={(step) => move(index, step)}
            onRemove={() => setRemoving(picture.id)}
          />
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle}
        busy={actions.remove.isPending}
        onConfirm={() => {
          if (removing !== null) actions.remove.mutate(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      >
        <p>{t.removeBody}</p>
      </ConfirmDialog>
    </section>
  );
}
