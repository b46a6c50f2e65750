import type { Localized } from "@etalage/contracts";

/** A text in both languages as its two columns, e.g. name → name_nl, name_en. */
export function toColumns<P extends string>(
  prefix: P,
  text: Localized,
): Record<`${P}_nl` | `${P}_en`, string> {
  return { [`${prefix}_nl`]: text.nl, [`${prefix}_en`]: text.en } as Record<
    `${P}_nl` | `${P}_en`,
    string
  >;
}

export function fromColumns<P extends string>(
  row: Record<`${P}_nl` | `${P}_en`, string>,
  prefix: P,
): Localized {
  return { nl: row[`${prefix}_nl`], en: row[`${prefix}_en`] };
}
