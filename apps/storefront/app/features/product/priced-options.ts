import type { CustomOptionDocument } from "@etalage/contracts";

/** Whether the price depends on the custom options (a priced value to choose). */
export const hasPricedOptions = (options: readonly CustomOptionDocument[]) =>
  options.some((option) => option.values.some((value) => value.price_incl_tax > 0));
