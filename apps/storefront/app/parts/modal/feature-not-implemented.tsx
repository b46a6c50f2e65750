import { lazy, Suspense, useState } from "react";

/** The modal's code and texts load when the shopper first asks for the feature. */
const FeatureNotImplementedModal = lazy(() => import("./feature-not-implemented-modal"));

/**
 * A button for a feature the shop does not offer yet (docs/specification/routes-and-screens.md "feature not implemented"
 * modal): it says so plainly in a modal, with the way to customer service, instead of a dead link.
 */
export function FeatureNotImplementedButton({
  feature,
  className,
}: {
  /** The feature's name as the button shows it, repeated in the modal. */
  feature: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {feature}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <FeatureNotImplementedModal
            feature={feature}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
