import type { Localized } from "@etalage/contracts";

/**
 * A value the member gave that the catalogue cannot take: the field (as `price`,
 * `variants.2.sku`) and why, in both languages, so the API answers in the member's own.
 */
export class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    readonly texts: Localized,
  ) {
    super(`${field}: ${texts.en}`);
    this.name = "FieldRefusal";
  }
}

export const refuseField = (field: string, nl: string, en: string) =>
  new FieldRefusal(field, { nl, en });
