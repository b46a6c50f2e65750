import type { AttributeDocument, SeedAttribute, StoreCode } from "@etalage/contracts";

export function attributeDocuments(
  attributes: readonly SeedAttribute[],
  store: StoreCode,
): AttributeDocument[] {
  return attributes.map((attribute) => ({
    attribute_id: attribute.id,
    attribute_code: attribute.code,
    default_frontend_label: attribute.label[store],
    frontend_label: attribute.label[store],
    frontend_input: attribute.frontendInput,
    is_user_defined: attribute.isUserDefined,
    is_visible: attribute.isVisible,
    is_comparable: attribute.isComparable,
    is_filterable: attribute.isFilterable,
    position: attribute.position,
    options: [...attribute.options]
      .sort((a, b) => a.position - b.position)
      .map((option) => ({
        label: option.label[store],
        value: String(option.value),
        ...(option.swatch ? { swatch: option.swatch } : {}),
      })),
  }));
}
