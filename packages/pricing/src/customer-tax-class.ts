import type { SeedCustomerGroup } from "@etalage/contracts";

/** Magento's NOT LOGGED IN group, the shop's default. */
export const DEFAULT_CUSTOMER_GROUP_ID = 0;

export interface CustomerGroupChoice {
  /** The logged-in user's group; null or undefined when nobody is logged in. */
  groupId?: number | null;
  defaultGroupId?: number;
  /** When the shop uses only the default group, every shopper gets its tax class. */
  onlyDefaultGroup?: boolean;
}

/**
 * The customer tax class that drives the tax rule choice (docs/specification/prices-and-tax.md "Tax"): the user's group,
 * or the default group when nobody is logged in, the group is unknown, or only the default
 * group is used. Null when even the default group is unknown (then any customer class matches).
 */
export function customerTaxClassOf(
  groups: readonly Pick<SeedCustomerGroup, "id" | "taxClassId">[],
  choice: CustomerGroupChoice = {},
): number | null {
  const defaultGroupId = choice.defaultGroupId ?? DEFAULT_CUSTOMER_GROUP_ID;
  const wanted =
    choice.onlyDefaultGroup || choice.groupId === null || choice.groupId === undefined
      ? defaultGroupId
      : choice.groupId;
  const group = groups.find((g) => g.id === wanted) ?? groups.find((g) => g.id === defaultGroupId);
  return group?.taxClassId ?? null;
}
