import type { CustomerAddress } from "@etalage/contracts";

type ShownAddress = Pick<
  CustomerAddress,
  "firstname" | "lastname" | "street" | "postcode" | "city" | "country_id"
>;

/**
 * A saved address as the account's address book and the checkout's choice of saved addresses
 * show it: the name, the street, and the postcode and city with the country, a line each.
 */
export function SavedAddressLines({
  address,
  nameClassName,
}: {
  address: ShownAddress;
  nameClassName?: string;
}) {
  return (
    <>
      <span className={nameClassName}>
        {address.firstname} {address.lastname}
      </span>
      <span>{address.street.join(" ")}</span>
      <span>
        {address.postcode} {address.city} ({address.country_id})
      </span>
    </>
  );
}
