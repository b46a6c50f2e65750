import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/i18n";

/** The modal's code and texts load when the shopper first opens it. */
const NewsletterModal = lazy(() => import("./newsletter-modal"));

/** The promise of 10% for signing up, as a button that opens the newsletter modal. */
export function NewsletterPromise() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="newsletter-promise"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t("promises.newsletterCoupon")}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <NewsletterModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
