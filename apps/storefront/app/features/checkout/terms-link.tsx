import { storePath } from "@etalage/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";

/** The modal's code (and the CMS view) load when the shopper first opens the terms. */
const TermsModal = lazy(() => import("./terms-modal"));

/**
 * The terms checkbox's link (docs/specification/routes-and-screens.md "terms and conditions" modal): the `legal` CMS page in a
 * modal, whose "I accept" ticks the box. A click with a modifier key, or without JavaScript,
 * opens the page itself in a new tab.
 */
export function TermsLink({ onAccept }: { onAccept(): void }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const path = storePath(store, "/legal");
  return (
    <>
      <a
        href={path}
        target="_blank"
        rel="noopener"
        aria-haspopup="dialog"
        data-testid="terms-link"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t("checkout.termsLink")}
      </a>
      {loaded ? (
        <Suspense fallback={null}>
          <TermsModal
            key={path}
            path={path}
            open={open}
            onClose={() => setOpen(false)}
            onAccept={() => {
              onAccept();
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
