import { type Localized, urlKeyOf } from "@etalage/contracts";
import { type MaterialCode, materialOf } from "../catalogue/materials";
import type { Dice } from "../random";
import { capitalize } from "../text";
import type { Detail, KindSpec, Noun } from "./kind-spec";

/** The words of one product: its names, texts and what its picture shows. */
export interface ProductWords {
  name: Localized;
  description: Localized;
  shortDescription: Localized;
  noun: Noun;
  /** Picture variant, with the print when there is one ("wrap-floral"). */
  variant: string;
  material: MaterialCode | null;
  /** Picture colour of a product without colour options (perfume). */
  hex: string | null;
}

/**
 * Draws product words and keeps every distinct text once, so a catalogue of a hundred
 * thousand products shares a few thousand strings instead of holding its own copies.
 */
export class WordBook {
  private readonly texts = new Map<string, Localized>();
  private readonly slugs = new Map<Localized, Localized>();

  /** The url key words of a name (names are kept once, so their slugs are too). */
  slugOf(name: Localized): Localized {
    let slug = this.slugs.get(name);
    if (!slug) {
      slug = { nl: urlKeyOf(name.nl), en: urlKeyOf(name.en) };
      this.slugs.set(name, slug);
    }
    return slug;
  }

  /** Words for a product of the kind; `noun` fixes the noun instead of drawing one. */
  draw(dice: Dice, spec: KindSpec, noun: Noun = dice.pick(spec.nouns)): ProductWords {
    const material = noun.materials.length > 0 ? dice.pick(noun.materials) : null;
    const fitting = spec.details.filter((d) => !d.variants || d.variants.includes(noun.variant));
    const needsDetail = noun.nl.includes("{}");
    const detail = needsDetail || dice.chance(0.7) ? dice.pick(fitting) : null;
    const withMaterial = material !== null && !noun.bare && dice.chance(0.6);
    const name = this.name(noun, withMaterial ? material : null, detail);

    const opener = dice.int(0, spec.openers.length - 1);
    const extras = [...spec.fits, ...spec.styling];
    const extra = dice.chance(0.6) ? dice.int(0, extras.length - 1) : -1;
    const description = this.remember(
      `d|${spec.kind}|${opener}|${material}|${extra}|${detail?.nl}`,
      () => {
        const sentences: Localized[] = [spec.openers[opener]!];
        if (detail?.sentence) sentences.push(detail.sentence);
        if (material) sentences.push(materialOf(material).madeOf, materialOf(material).care);
        if (extra >= 0) sentences.push(extras[extra]!);
        return { nl: join(sentences, "nl"), en: join(sentences, "en") };
      },
    );
    return {
      name,
      description,
      shortDescription: dice.pick(spec.taglines),
      noun,
      variant: detail?.print ? `${noun.variant}-${detail.print}` : noun.variant,
      material,
      hex: detail?.hex ?? null,
    };
  }

  /** "Linnen midi-jurk met strikceintuur" / "Linen midi dress with tie belt". */
  name(noun: Noun, material: MaterialCode | null, detail: Detail | null): Localized {
    return this.remember(`n|${noun.nl}|${material}|${detail?.nl}`, () => {
      const adjective = material ? materialOf(material).adjective : null;
      if (noun.nl.includes("{}")) {
        return {
          nl: noun.nl.replace("{}", detail?.nl ?? ""),
          en: noun.en.replace("{}", detail?.en ?? ""),
        };
      }
      const nl = [adjective?.nl, noun.nl, detail?.nl];
      const en = detail?.before
        ? [detail.en, adjective?.en, noun.en]
        : [adjective?.en, noun.en, detail?.en];
      return { nl: capitalize(words(nl)), en: capitalize(words(en)) };
    });
  }

  private remember(key: string, make: () => Localized): Localized {
    let text = this.texts.get(key);
    if (!text) {
      text = make();
      this.texts.set(key, text);
    }
    return text;
  }
}

function words(parts: (string | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p)).join(" ");
}

function join(sentences: Localized[], lang: keyof Localized): string {
  return sentences.map((s) => s[lang]).join(" ");
}
