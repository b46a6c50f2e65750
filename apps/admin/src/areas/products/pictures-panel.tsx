import type { StaffPicture } from "@etalage/contracts";
import { useRef, useState } from "react";
import { ApiMessage } from "../../shared/api-message";
import { Card } from "../../shared/card";
import { ConfirmDialog } from "../../shared/confirm-dialog";
import { useTexts } from "../../shared/language";
import { editorTexts } from "./editor-texts";
import { PictureCard } from "./picture-card";
import { usePictureDrag } from "./picture-drag";
import { movedTo } from "./picture-order";
import { usePictureActions } from "./pictures-api";

/** The pictures in their order: the one being saved while it is, else the product's own. */
function inOrder(pictures: StaffPicture[], saving: number[] | undefined): StaffPicture[] {
  const sorted = [...pictures].sort((a, b) => a.position - b.position);
  if (!saving) return sorted;
  const byId = new Map(sorted.map((picture) => [picture.id, picture]));
  const shown = saving.flatMap((id) => byId.get(id) ?? []);
  return shown.length === sorted.length ? shown : sorted;
}

/**
 * A product's pictures: dropped on the panel or chosen, in their order (dragged to a new place or
 * moved with ← and →, the first being the main one), each with alt texts. A new order shows at
 * once while it is saved; once saved it is said in the live region ("Foto 2 is nu foto 1").
 */
export function PicturesPanel(props: { sku: string; pictures: StaffPicture[]; readOnly: boolean }) {
  const t = useTexts(editorTexts);
  const actions = usePictureActions(props.sku);
  const file = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  // The last move said, for as long as the pictures stand in the order it made.
  const [said, setSaid] = useState({ text: "", order: "" });
  const pictures = inOrder(
    props.pictures,
    actions.order.isPending ? actions.order.variables : undefined,
  );
  const order = pictures.map((picture) => picture.id).join();
  const error =
    actions.upload.error ?? actions.alt.error ?? actions.order.error ?? actions.remove.error;

  const move = (from: number, to: number) => {
    const ids = movedTo(
      pictures.map((picture) => picture.id),
      from,
      to,
    );
    setSaid({ text: "", order: "" });
    actions.order.mutate(ids, {
      onSuccess: () => setSaid({ text: t.moved(from + 1, to + 1), order: ids.join() }),
    });
  };
  const list = useRef<HTMLOListElement>(null);
  const { drag, handleOf } = usePictureDrag(list, move);

  return (
    <Card id="pictures" title={t.pictures} className="stack">
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
      <div role="status" id="pictures-said">
        {said.text && said.order === order ? (
          <p className="notice notice-done">{said.text}</p>
        ) : null}
      </div>
      {pictures.length === 0 ? (
        <p className="empty-note">{t.noPictures}</p>
      ) : (
        <p className="hint">{props.readOnly ? t.mainFirst : t.mainFirstAndDrag}</p>
      )}
      <ol className={drag ? "pictures pictures-dragging" : "pictures"} ref={list}>
        {pictures.map((picture, index) => (
          <PictureCard
            key={`${picture.id}-${picture.alt.nl}-${picture.alt.en}`}
            picture={picture}
            index={index}
            count={pictures.length}
            readOnly={props.readOnly}
            drag={drag}
            handle={props.readOnly || pictures.length < 2 ? null : handleOf(index)}
            onAlt={(alt) => actions.alt.mutate({ id: picture.id, alt })}
            onMove={(step) => move(index, index + step)}
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
    </Card>
  );
}
