import type { ApiFetch, AttributeDocument, StoreView } from "@etalage/contracts";
import { searchCatalog } from "./catalog";
import { remember } from "./remember";

/** The attribute fields filters, swatches and the compare table read. */
export const ATTRIBUTE_FIELDS = [
  "attribute_id",
  "attribute_code",
  "default_frontend_label",
  "frontend_label",
  "frontend_input",
  "is_comparable",
  "is_filterable",
  "is_visible",
  "position",
  "options",
] as const satisfies readonly (keyof AttributeDocument)[];

export type AttributeSummary = Pick<AttributeDocument, (typeof ATTRIBUTE_FIELDS)[number]>;

/** docs/specification/constants.md: attribute lists are up to 150 long. */
const ATTRIBUTE_LIST_SIZE = 150;
const ATTRIBUTES_TTL_MS = 60_000;

/**
 * The visible attributes of a store view (labels in its language). docs/specification/validation.md: codes with a dot
 * are skipped. Shared between renders for a minute.
 */
export function loadAttributes(api: ApiFetch, store: StoreView): Promise<AttributeSummary[]> {
  return remember(api, `attributes:${store.storeCode}`, ATTRIBUTES_TTL_MS, async () => {
    const result = await searchCatalog<AttributeSummary>(
      api,
      store,
      "attribute",
      { query: { bool: { filter: [{ term: { is_visible: true } }] } } },
      { size: ATTRIBUTE_LIST_SIZE, sort: "position:asc", sourceInclude: ATTRIBUTE_FIELDS },
    );
    return result.items.filter((attribute) => !attribute.attribute_code.includes("."));
  });
}

/** An attribute's label in the store's language. */
export function attributeLabel(attribute: AttributeSummary): string {
  return attribute.frontend_label || attribute.default_frontend_label || attribute.attribute_code;
}

/** The label of one option value of a select attribute, or null when unknown. */
export function optionLabel(attribute: AttributeSummary, value: string | number): string | null {
  return attribute.options.find((option) => option.value === String(value))?.label ?? null;
}
