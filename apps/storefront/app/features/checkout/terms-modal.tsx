import { useEffect } from "react";
import { createPortal } from "react-dom";
import { useFetcher } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { ModalDialog } from "../../parts/modal/modal-dialog";
import { type CmsPage, CmsView } from "../cms/public";
import "../../parts/modal/modal-actions.css";
import "../../i18n/services-texts";

/**
 * The terms and conditions modal (docs/specification/routes-and-screens.md): the `legal` CMS page, fetched from its own route
 * (sanitised there) when opened, with "I accept" to tick the checkout's terms box.
 */
export default function TermsModal({
  path,
  open,
  onClose,
  onAccept,
}: {
  path: string;
  open: boolean;
  onClose(): void;
  onAccept(): void;
}) {
  const { t } = useTranslation();
  const { load, state, data } = useFetcher<{ page?: CmsPage }>();
  useEffect(() => {
    if (open && state === "idle" && !data) void load(path);
  }, [open, state, data, load, path]);
  const failed = state === "idle" && data !== undefined && !data.page;
  // In the body, not in the checkbox's label: a click inside would tick the box.
  return createPortal(
    <ModalDialog open={open} title={t("terms.title")} onClose={onClose} wide>
      <div className="terms-modal" data-testid="terms-modal">
        <div className="terms-modal__text">
          {data?.page ? (
            <CmsView page={data.page} />
          ) : failed ? (
            <p role="alert">{t("terms.failed")}</p>
          ) : (
            <p aria-busy="true">{t("modal.loading")}</p>
          )}
        </div>
        <div className="modal-actions">
          <button type="button" className="button" onClick={onAccept}>
            {t("terms.accept")}
          </button>
          <a className="modal-actions__link" href={path} target="_blank" rel="noopener">
            {t("terms.openPage")}
          </a>
        </div>
      </div>
    </ModalDialog>,
    document.body,
  );
}
