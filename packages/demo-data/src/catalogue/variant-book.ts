import type { Localized } from "@etalage/contracts";
import type { ShopColour } from "./colours";
import { type SizeCode, sizeOf } from "./sizes";

/**
 * Names and attribute sets of variants, kept once: products that share a name share their
 * variants' names, and every variant of a colour and size shares one attribute set.
 */
export class VariantBook {
  private readonly names = new Map<Localized, Map<string, Localized>>();
  private readonly attributes = new Map<string, Record<string, number>>();

  name(parent: Localized, colour: ShopColour, size: SizeCode | null): Localized {
    let byVariant = this.names.get(parent);
    if (!byVariant) {
      byVariant = new Map();
      this.names.set(parent, byVariant);
    }
    const key = `${colour.code}|${size}`;
    let name = byVariant.get(key);
    if (!name) {
      name = {
        nl: `${parent.nl} - ${colour.label.nl}${size ? ` - ${size}` : ""}`,
        en: `${parent.en} - ${colour.label.en}${size ? ` - ${size}` : ""}`,
      };
      byVariant.set(key, name);
    }
    return name;
  }

  attributesOf(colour: ShopColour, size: SizeCode | null): Record<string, number> {
    const key = `${colour.code}|${size}`;
    let set = this.attributes.get(key);
    if (!set) {
      set = size ? { color: colour.value, size: sizeOf(size).value } : { color: colour.value };
      this.attributes.set(key, set);
    }
    return set;
  }
}
