import { useTranslation } from "../../i18n/i18n";
import { ModalDialog } from "../../parts/modal/modal-dialog";
import { ReviewForm } from "./review-form";
import "../../i18n/services-texts";

/** The review modal of docs/specification/routes-and-screens.md, loaded when the shopper first asks to write a review. */
export default function ReviewModal({
  productId,
  open,
  onClose,
}: {
  productId: number;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={open} title={t("reviewForm.title")} onClose={onClose}>
      <ReviewForm productId={productId} />
    </ModalDialog>
  );
}
