import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import "../../i18n/catalog-product-texts";

const loadReviewModal = () => import("./review-modal");
const ReviewModal = lazy(loadReviewModal);

/** "Write a review": the modal's code and texts load on the first pointer, focus or click. */
export function WriteReviewButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const warmUp = () => void loadReviewModal();
  return (
    <>
      <button
        type="button"
        className="button button--quiet write-review"
        aria-haspopup="dialog"
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t("reviews.write")}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ReviewModal productId={productId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
