import {
  type AttributeWithOptions,
  insertAttributeOption,
  type Kysely,
  readAttributeWithOptions,
  type Schema,
} from "@etalage/db";
import { refuseField } from "./field-refusal";
import type { OptionChoice } from "./product-input";

/** The colour and size attributes a configurable's variants vary in, in this order. */
export const VARIANT_CODES = ["color", "size"] as const;
export type VariantCode = (typeof VARIANT_CODES)[number];

/**
 * Finds the options the variants name (by id, or by label in either language, in any case);
 * a label the shop does not know yet becomes a new option, with that label in both languages.
 */
export class VariantOptions {
  private constructor(
    private readonly trx: Kysely<Schema>,
    private readonly attributes: Record<VariantCode, AttributeWithOptions>,
  ) {}

  static async read(trx: Kysely<Schema>): Promise<VariantOptions> {
    const attributes = {} as Record<VariantCode, AttributeWithOptions>;
    for (const code of VARIANT_CODES) {
      const attribute = await readAttributeWithOptions(trx, code);
      if (!attribute) throw new Error(`The shop has no ${code} attribute`);
      attributes[code] = attribute;
    }
    return new VariantOptions(trx, attributes);
  }

  attributeIds(): number[] {
    return VARIANT_CODES.map((code) => this.attributes[code].id);
  }

  attributeId(code: VariantCode): number {
    return this.attributes[code].id;
  }

  /** The option's id and its label in both languages. */
  async resolve(code: VariantCode, choice: OptionChoice, field: string) {
    const attribute = this.attributes[code];
    if (typeof choice === "number") {
      const option = attribute.options.find((o) => o.id === choice);
      if (!option)
        throw refuseField(
          field,
          `is geen optie van ${code}: ${choice}`,
          `is not an option of ${code}: ${choice}`,
        );
      return { id: option.id, label: { nl: option.label_nl, en: option.label_en } };
    }
    const wanted = choice.trim().toLowerCase();
    const option = attribute.options.find(
      (o) => o.label_nl.toLowerCase() === wanted || o.label_en.toLowerCase() === wanted,
    );
    if (option) return { id: option.id, label: { nl: option.label_nl, en: option.label_en } };
    const label = { nl: choice.trim(), en: choice.trim() };
    const id = await insertAttributeOption(this.trx, attribute.id, label);
    attribute.options.push({ id, label_nl: label.nl, label_en: label.en });
    return { id, label };
  }
}
