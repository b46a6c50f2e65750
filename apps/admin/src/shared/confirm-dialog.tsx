import { type ReactNode, useEffect, useRef } from "react";
import { useTexts } from "./language";
import { sharedTexts } from "./shared-texts";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in numbers: "49,95 € back to iDEAL, 1 piece back in stock". */
  children: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The question before money or stock moves: a modal `<dialog>` (focus kept inside, Escape
 * cancels) that says in numbers what will happen.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useTexts(sharedTexts);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id="confirm-title">{props.title}</h2>
      <div className="confirm-body">{props.children}</div>
      <div className="actions">
        <button type="button" className="button" disabled={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel ?? t.confirm}
        </button>
        <button type="button" className="button button-quiet" onClick={props.onCancel}>
          {t.cancel}
        </button>
      </div>
    </dialog>
  );
}
