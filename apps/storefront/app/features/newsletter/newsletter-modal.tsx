import { createPortal } from "react-dom";
import { useTranslation } from "../../i18n/i18n";
import { ModalDialog } from "../../parts/modal/modal-dialog";
import { NewsletterForm } from "./newsletter-form";
import "../../i18n/services-texts";

/** The newsletter modal (docs/specification/routes-and-screens.md): the promise of 10% and the sign-up form. */
export default function NewsletterModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  // In the body, not in the promise bar that opens it: the dialog would take on its small caps.
  return createPortal(
    <ModalDialog open={open} title={t("newsletter.title")} onClose={onClose}>
      <p className="newsletter-modal__intro">{t("newsletter.intro")}</p>
      <NewsletterForm place="modal" />
    </ModalDialog>,
    document.body,
  );
}
