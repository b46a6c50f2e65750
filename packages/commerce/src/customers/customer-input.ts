import type { PostalAddress } from "@etalage/contracts";
import type { AddressFields } from "@etalage/db";

/** An address as a customer sends it (create, `POST /me`), already checked by the API's schema. */
export interface AddressInput extends PostalAddress {
  id?: number;
  customer_id?: number;
  region?: {
    region?: string | null;
    region_id?: number | null;
    region_code?: string | null;
  } | null;
  telephone?: string | null;
  company?: string | null;
  vat_id?: string | null;
  default_billing?: boolean;
  default_shipping?: boolean;
}

/** The fields of a customer a shopper may set (docs/specification/entities.md). */
export interface ProfileInput {
  /** Sent back as `GET /me` gave it; another customer's id is refused. */
  id?: number;
  email: string;
  firstname: string;
  lastname: string;
  addresses?: AddressInput[];
}

/** E-mail addresses are compared and stored lower-cased. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export function addressFields(address: AddressInput): AddressFields {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: JSON.stringify(address.street),
    city: address.city,
    postcode: address.postcode,
    country_id: address.country_id.toUpperCase(),
    region: address.region?.region ?? null,
    region_id: address.region?.region_id ?? null,
    region_code: address.region?.region_code ?? null,
    telephone: address.telephone ?? null,
    company: address.company ?? null,
    vat_id: address.vat_id ?? null,
    is_default_billing: address.default_billing ? 1 : 0,
    is_default_shipping: address.default_shipping ? 1 : 0,
  };
}
