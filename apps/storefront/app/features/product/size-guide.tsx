import { staticCmsPagePath } from "@etalage/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import "../../i18n/catalog-product-texts";

/** The modal's code (and the CMS view) load when the shopper first opens the size guide. */
const SizeGuideModal = lazy(() => import("./size-guide-modal"));

/**
 * The size guide (docs/specification/routes-and-screens.md modal): the `size-guide` CMS page in a modal, sanitised on the
 * server by its own route. Without JavaScript the link opens that page.
 */
export function SizeGuide() {
  const { t } = useTranslation();
  const store = useStoreView();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const path = staticCmsPagePath(store, "size-guide");
  return (
    <>
      <a
        href={path}
        className="text-button size-guide-link"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t("product.sizeGuide")}
      </a>
      {loaded ? (
        <Suspense fallback={null}>
          {/* A new store view is a new page to fetch: the modal starts over with it. */}
          <SizeGuideModal key={path} path={path} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
