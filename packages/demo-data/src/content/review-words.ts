import type { Localized } from "@etalage/contracts";

type ByRating = Record<3 | 4 | 5, readonly Localized[]>;

export const NICKNAMES: Localized<readonly string[]> = {
  nl: [
    "Sanne",
    "Lotte",
    "Femke",
    "Anouk",
    "Marieke",
    "Inge",
    "Eline",
    "Noor",
    "Fleur",
    "Ilse",
    "Mirjam",
    "Esther",
    "Saskia",
    "Willemijn",
    "Roos",
    "Yara",
    "Fatima",
    "Naomi",
    "Maud",
    "Hanneke",
    "Joyce",
    "Sevda",
    "Bregje",
    "Karin",
  ],
  en: [
    "Emma",
    "Charlotte",
    "Sophie",
    "Olivia",
    "Hannah",
    "Grace",
    "Amelia",
    "Lucy",
    "Chloe",
    "Isabel",
    "Megan",
    "Priya",
    "Claire",
    "Zoe",
  ],
};

export const TITLES: ByRating = {
  5: [
    { nl: "Prachtig!", en: "Gorgeous!" },
    { nl: "Mijn nieuwe favoriet", en: "My new favourite" },
    { nl: "Precies wat ik zocht", en: "Exactly what I was looking for" },
    { nl: "Heerlijke kwaliteit", en: "Lovely quality" },
    { nl: "Echt een aanrader", en: "Highly recommended" },
  ],
  4: [
    { nl: "Mooi en fijn om te dragen", en: "Pretty and nice to wear" },
    { nl: "Goede kwaliteit", en: "Good quality" },
    { nl: "Bijna perfect", en: "Almost perfect" },
    { nl: "Blij mee", en: "Happy with it" },
  ],
  3: [
    { nl: "Redelijk", en: "Decent" },
    { nl: "Mooie kleur, maar…", en: "Lovely colour, but…" },
    { nl: "Prima, niet bijzonder", en: "Fine, nothing special" },
    { nl: "Twijfel nog", en: "Still in two minds" },
  ],
};

export const OPENINGS: ByRating = {
  5: [
    { nl: "Ik ben er ontzettend blij mee.", en: "I'm absolutely delighted with it." },
    {
      nl: "Al drie keer gedragen en nog steeds verliefd.",
      en: "Worn it three times and still in love.",
    },
    { nl: "Snel geleverd en mooi verpakt.", en: "Delivered quickly and beautifully wrapped." },
  ],
  4: [
    { nl: "Mooi product, fijne kwaliteit.", en: "Lovely piece, good quality." },
    {
      nl: "Ziet er in het echt nog beter uit dan op de foto.",
      en: "Looks even better in real life than in the picture.",
    },
    { nl: "Goed voor de prijs.", en: "Good value for the price." },
  ],
  3: [
    {
      nl: "Op zich mooi, maar niet helemaal wat ik verwachtte.",
      en: "Nice enough, but not quite what I expected.",
    },
    { nl: "De kwaliteit is in orde.", en: "The quality is fine." },
    {
      nl: "Ik houd hem, maar met een kleine kanttekening.",
      en: "I'm keeping it, with one small remark.",
    },
  ],
};

/** Remarks by the shop's departments: clothes, shoes, bags and perfume. */
export const REMARKS: Record<
  "clothes" | "shoes" | "bags" | "perfume",
  { good: readonly Localized[]; doubt: readonly Localized[] }
> = {
  clothes: {
    good: [
      { nl: "Valt precies op maat.", en: "Fits true to size." },
      {
        nl: "De stof voelt zacht en stevig tegelijk.",
        en: "The fabric feels soft and sturdy at once.",
      },
      { nl: "De kleur is in het echt nog mooier.", en: "The colour is even nicer in person." },
    ],
    doubt: [
      {
        nl: "Valt wat ruim, ik had een maat kleiner moeten nemen.",
        en: "Runs a bit large, I should have sized down.",
      },
      { nl: "Kreukt sneller dan ik dacht.", en: "Creases more easily than I expected." },
      { nl: "De mouwen zijn voor mij net te lang.", en: "The sleeves are just a bit long for me." },
    ],
  },
  shoes: {
    good: [
      { nl: "Liepen meteen lekker in.", en: "Comfortable from the very first day." },
      { nl: "Zacht leer en mooi afgewerkt.", en: "Soft leather and nicely finished." },
    ],
    doubt: [
      { nl: "Vallen een halve maat klein.", en: "They run half a size small." },
      { nl: "Moesten even inlopen.", en: "They needed some breaking in." },
    ],
  },
  bags: {
    good: [
      { nl: "Er past verrassend veel in.", en: "It holds a surprising amount." },
      { nl: "Het leer ruikt heerlijk.", en: "The leather smells wonderful." },
    ],
    doubt: [
      { nl: "Het hengsel is voor mij iets te kort.", en: "The strap is a little short for me." },
    ],
  },
  perfume: {
    good: [
      { nl: "Blijft de hele dag hangen.", en: "Lasts all day." },
      { nl: "Fris en niet te zoet.", en: "Fresh and not too sweet." },
      { nl: "Ik krijg er veel complimenten over.", en: "I get lots of compliments on it." },
    ],
    doubt: [{ nl: "Vervliegt sneller dan ik hoopte.", en: "Fades faster than I hoped." }],
  },
};
