import { staticCmsPagePath } from "@etalage/contracts";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import { ModalDialog } from "./modal-dialog";
import "./modal-actions.css";
import "../../i18n/services-texts";

/** docs/specification/routes-and-screens.md "feature not implemented": what the shopper asked for is not there yet. */
export default function FeatureNotImplementedModal({
  feature,
  open,
  onClose,
}: {
  feature: string;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const store = useStoreView();
  return createPortal(
    <ModalDialog open={open} title={t("featureNotImplemented.title")} onClose={onClose}>
      <div data-testid="feature-not-implemented">
        <p className="modal-text">{t("featureNotImplemented.text", { feature })}</p>
        <p className="modal-text">{t("featureNotImplemented.help")}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            {t("featureNotImplemented.ok")}
          </button>
          <Link
            className="modal-actions__link"
            to={staticCmsPagePath(store, "customer-service")}
            onClick={onClose}
          >
            {t("featureNotImplemented.customerService")}
          </Link>
        </div>
      </div>
    </ModalDialog>,
    document.body,
  );
}
