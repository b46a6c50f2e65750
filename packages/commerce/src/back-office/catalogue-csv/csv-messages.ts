import { VISIBILITY_WORDS } from "./magento-columns";

/** What is wrong in a file: in English (the import command's words) and in Dutch. */
export interface CsvMessage {
  message: string;
  nl: string;
}

const says = (message: string, nl: string): CsvMessage => ({ message, nl });
const visibilities = () => Object.values(VISIBILITY_WORDS).join(" | ");

/** Every problem an import finds, in both languages; the back office shows the member's. */
export const CSV_SAYS = {
  unknownColumn: (name: string) => says(`Unknown column "${name}"`, `Onbekende kolom "${name}"`),
  notCsv: (reason: string) =>
    says(`The file is not a CSV: ${reason}`, `Het bestand is geen CSV: ${reason}`),
  noSkuColumn: () => says("The file has no sku column", "Het bestand heeft geen kolom sku"),
  notSku: (sku: string) =>
    says(
      `"${sku}" is not a sku: 1 to 64 letters, digits, dots, dashes or underscores`,
      `"${sku}" is geen sku: 1 tot 64 letters, cijfers, punten, streepjes of liggende streepjes`,
    ),
  unknownStore: (store: string) =>
    says(
      `Unknown store view "${store}": the shop has nl (default) and en`,
      `Onbekende winkelweergave "${store}": de winkel heeft nl (standaard) en en`,
    ),
  duplicateSku: (sku: string, store: string, line: number) =>
    says(
      `Duplicate sku ${sku}${store ? ` for store view ${store}` : ""}: also on line ${line}`,
      `Dubbele sku ${sku}${store ? ` voor winkelweergave ${store}` : ""}: ook op regel ${line}`,
    ),
  viewWithoutDefault: (sku: string) =>
    says(
      `Store view row of ${sku} without its default row`,
      `Regel van een winkelweergave van ${sku} zonder zijn standaardregel`,
    ),
  notAmount: (text: string, max: number) =>
    says(
      `"${text}" is not an amount from 0 to ${max}`,
      `"${text}" is geen bedrag of aantal van 0 tot ${max}`,
    ),
  notDay: (text: string) =>
    says(`"${text}" is not a day as YYYY-MM-DD`, `"${text}" is geen dag als JJJJ-MM-DD`),
  priceRequired: () => says("A price is required", "Een prijs is verplicht"),
  nameRequired: () => says("A name is required", "Een naam is verplicht"),
  badUrlKey: (key: string) =>
    says(
      `"${key}" may hold only lower-case letters, digits and dashes`,
      `"${key}" mag alleen kleine letters, cijfers en streepjes bevatten`,
    ),
  unknownVisibility: (text: string | undefined) =>
    says(
      `Unknown visibility "${text}": ${visibilities()}`,
      `Onbekende zichtbaarheid "${text}": ${visibilities()}`,
    ),
  notOnline: (text: string) =>
    says(
      `"${text}" is not 1 (enabled) or 2 (disabled)`,
      `"${text}" is geen 1 (ingeschakeld) of 2 (uitgeschakeld)`,
    ),
  saleEndsFirst: () =>
    says(
      "The special price ends before it starts",
      "De aanbiedingsprijs eindigt voordat hij begint",
    ),
  unknownType: (type: string) =>
    says(
      `Unknown product type "${type}": simple, configurable or virtual`,
      `Onbekend producttype "${type}": simple, configurable of virtual`,
    ),
  typeNotImported: (type: string) =>
    says(
      `The import does not write ${type} products, only simple, configurable and virtual ones: edit this one in the back office`,
      `De import schrijft geen ${type}-producten, alleen simple, configurable en virtual: bewerk dit product in de backoffice`,
    ),
  unknownCategory: (path: string) =>
    says(`Unknown category "${path}"`, `Onbekende categorie "${path}"`),
  variantMissing: (sku: string) =>
    says(
      `Variant ${sku} is neither in the file nor in the shop`,
      `Variant ${sku} staat niet in het bestand en niet in de winkel`,
    ),
  variantWithoutOptions: (sku: string) =>
    says(`Variant ${sku} has no color or size`, `Variant ${sku} heeft geen kleur of maat`),
  noVariants: () =>
    says("A configurable needs its variants", "Een configurable heeft varianten nodig"),
  parentMissing: (sku: string) =>
    says(
      `Variant ${sku}: its configurable is neither in the file nor in the shop`,
      `Variant ${sku}: de configurable staat niet in het bestand en niet in de winkel`,
    ),
  relatedMissing: (sku: string) =>
    says(
      `Related product ${sku} is neither in the file nor in the shop`,
      `Gerelateerd product ${sku} staat niet in het bestand en niet in de winkel`,
    ),
  urlKeyTaken: (key: string, owner: string) =>
    says(`url key "${key}" is ${owner}'s already`, `url key "${key}" is al van ${owner}`),
  pictureMissing: (path: string) =>
    says(`Picture ${path} not found`, `Afbeelding ${path} niet gevonden`),
  badPicture: (path: string, why: string) =>
    says(`Picture ${path}: ${why}`, `Afbeelding ${path}: ${why}`),
  notImported: (reason: string) => says(`Not imported: ${reason}`, `Niet geïmporteerd: ${reason}`),
};
