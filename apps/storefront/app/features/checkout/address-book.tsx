import { type ComponentProps, lazy, Suspense } from "react";

/** The saved-address choices only a logged-in customer sees: their code loads for them alone. */
const load = () => import("./saved-address-picker");
const Picker = lazy(() => load().then((m) => ({ default: m.SavedAddressPicker })));
const Offer = lazy(() => load().then((m) => ({ default: m.SaveAddressOffer })));

type PickerProps = ComponentProps<typeof Picker>;
type OfferProps = ComponentProps<typeof Offer>;

export function SavedAddressChoice(props: PickerProps) {
  if (props.customer === null) return null;
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
}

export function SaveAddressChoice(props: OfferProps) {
  if (props.customer === null) return null;
  return (
    <Suspense fallback={null}>
      <Offer {...props} />
    </Suspense>
  );
}
