import type { Localized } from "@etalage/contracts";
import { BackOfficeError, type BackOfficeErrorKind } from "../back-office-error";

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

/** A refusal of the back office whose message the member reads in her own language. */
export class LocalizedRefusal extends BackOfficeError {
  constructor(
    kind: BackOfficeErrorKind,
    readonly texts: Localized,
  ) {
    super(kind, texts.en);
    this.name = "LocalizedRefusal";
  }
}
