import { useEffect, useId, useRef } from "react";
import { useTranslation } from "../../i18n/i18n";
import { CloseIcon } from "../../ui/icons";
import "./modal.css";

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: React.ReactNode;
  wide?: boolean;
}

/**
 * A modal on the browser's own <dialog>: it keeps focus inside, closes on Escape, on its close
 * button and on a click beside it, and gives focus back to what opened it.
 */
export function ModalDialog({ open, title, onClose, children, wide = false }: ModalDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively
    <dialog
      ref={dialog}
      className={`modal${wide ? " modal--wide" : ""}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__box">
        {/* A div: a <header> in a dialog would be a second banner landmark to screen readers. */}
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{t("modal.close")}</span>
          </button>
        </div>
        <div className="modal__body">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
