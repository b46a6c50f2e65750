import type { Localized, SeedImage } from "@etalage/contracts";
import { productPicturePath } from "../media/media-path";

export interface PictureColour {
  hex: string;
  label: Localized | null;
}

const VIEW_NAMES = {
  1: { nl: "vooraanzicht", en: "front view" },
  2: { nl: "detail", en: "close-up" },
} as const;

/**
 * Picture lists, kept once per kind, variant, colour and subject: every variant of a colour
 * and every product of the same look share the same list (and the same files).
 */
export class ImageBook {
  private readonly lists = new Map<string, SeedImage[]>();

  /** Front and close-up of one colour. */
  colour(kind: string, variant: string, colour: PictureColour, subject: Localized): SeedImage[] {
    return this.remember(`${kind}|${variant}|${colour.hex}|${subject.nl}`, () => [
      this.image(kind, variant, colour, subject, 1, 1),
      this.image(kind, variant, colour, subject, 2, 2),
    ]);
  }

  /** A parent's gallery: the first colour front and close-up, then the front of each other colour. */
  gallery(
    kind: string,
    variant: string,
    colours: readonly PictureColour[],
    subject: Localized,
  ): SeedImage[] {
    const key = `${kind}|${variant}|${colours.map((c) => c.hex).join(",")}|${subject.nl}`;
    return this.remember(key, () => [
      ...this.colour(kind, variant, colours[0]!, subject),
      ...colours.slice(1).map((c, i) => this.image(kind, variant, c, subject, 1, i + 3)),
    ]);
  }

  private image(
    kind: string,
    variant: string,
    colour: PictureColour,
    subject: Localized,
    view: 1 | 2,
    position: number,
  ): SeedImage {
    const describe = (lang: keyof Localized) =>
      `${subject[lang]}${colour.label ? ` in ${colour.label[lang].toLowerCase()}` : ""}, ${VIEW_NAMES[view][lang]}`;
    return {
      path: productPicturePath({ kind, variant, hex: colour.hex, view }),
      label: { nl: describe("nl"), en: describe("en") },
      position,
    };
  }

  private remember(key: string, make: () => SeedImage[]): SeedImage[] {
    let list = this.lists.get(key);
    if (!list) {
      list = make();
      this.lists.set(key, list);
    }
    return list;
  }
}
