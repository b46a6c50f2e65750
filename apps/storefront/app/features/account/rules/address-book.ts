import type { CustomerAddress } from "@etalage/contracts";

/** The accounts API keeps at most 2 addresses per customer. */
export const MAX_ADDRESSES = 2;

/** An address as the form edits it; the id is there once the server has it. */
export type EditedAddress = Omit<CustomerAddress, "id" | "customer_id"> & { id?: number };

export const isDefault = (address: Pick<CustomerAddress, "default_shipping">) =>
  address.default_shipping === true;

/**
 * The address list after a change, as `POST /api/user/me` gets it: a new address is added (the
 * first one becomes the default), an edited one replaces its old self, one address is the
 * default for shipping and billing at most.
 */
export function savedAddress(list: readonly EditedAddress[], address: EditedAddress) {
  const known = address.id !== undefined && list.some((a) => a.id === address.id);
  const next = known ? list.map((a) => (a.id === address.id ? address : a)) : [...list, address];
  return next.length === 1 ? withDefault(next, 0) : next;
}

export function removedAddress(list: readonly EditedAddress[], index: number) {
  const next = list.filter((_, i) => i !== index);
  return next.length > 0 && !next.some(isDefault) ? withDefault(next, 0) : next;
}

export function withDefault(list: readonly EditedAddress[], index: number): EditedAddress[] {
  return list.map((a, i) => ({
    ...a,
    default_shipping: i === index,
    default_billing: i === index,
  }));
}
