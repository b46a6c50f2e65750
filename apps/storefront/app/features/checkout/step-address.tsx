import type { Customer } from "@etalage/contracts";
import type { MessageKey } from "../../i18n/translate";
import { AddressFields } from "../../ui/address-fields";
import type { CartStore } from "../cart/public";
import { SaveAddressChoice, SavedAddressChoice } from "./address-book";
import type { CheckoutState, PaymentDetails, ShippingDetails } from "./checkout-state";
import { withNewAddress, withSavedAddress } from "./rules/saved-addresses";
import type { UpdateCheckout } from "./use-checkout";
import type { ServerFieldErrors } from "./use-step-form";

/** What the shipping and the payment step are given by the checkout page. */
export interface AddressStepProps {
  state: CheckoutState;
  update: UpdateCheckout;
  cart: CartStore;
  customer: Customer | null;
  serverErrors: ServerFieldErrors;
  onContinue: () => Promise<void>;
}

const DETAILS = { shipping: "shippingDetails", billing: "paymentDetails" } as const;

type Details = ShippingDetails | PaymentDetails;

/**
 * The address of the shipping or the payment step: a logged-in customer picks a saved one or
 * types another in the shop's address form, and may keep the new one in the account.
 */
export function StepAddress({
  section,
  state,
  update,
  customer,
  form,
}: Pick<AddressStepProps, "state" | "update" | "customer"> & {
  section: "shipping" | "billing";
  form: { errorOf: (field: string) => MessageKey | undefined; touch: (field: string) => void };
}) {
  const key = DETAILS[section];
  const details: Details = state[key];
  const change = (next: (details: Details) => Details) =>
    update((s) => ({ ...s, [key]: next(s[key]) }));
  const set = (field: keyof Details, value: string | boolean) =>
    change((current) => ({ ...current, [field]: value }));
  return (
    <>
      <SavedAddressChoice
        customer={customer}
        value={details}
        section={section}
        onChoose={(address) => change((current) => withSavedAddress(current, address))}
        onNew={() =>
          update((s) => ({ ...s, [key]: withNewAddress<Details>(s[key], s.personalDetails) }))
        }
      />
      <AddressFields
        section={section}
        value={details}
        onChange={set}
        errorOf={form.errorOf}
        touch={form.touch}
      />
      <SaveAddressChoice
        customer={customer}
        value={details}
        checked={details.saveToAccount}
        section={section}
        onChange={(checked) => set("saveToAccount", checked)}
      />
    </>
  );
}
