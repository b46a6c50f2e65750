import type {
  ConfigurableChildDocument,
  ConfigurableItemOption,
  ProductDocument,
} from "@etalage/contracts";
import { invalid } from "./cart-error";
import { CART_MESSAGES } from "./cart-messages";
import type { OptionLabel, RequestedProductOption } from "./line-request";

export interface ConfigurableChosen {
  child: ConfigurableChildDocument;
  options: ConfigurableItemOption[];
  labels: OptionLabel[];
}

type Requested = NonNullable<
  NonNullable<RequestedProductOption["extension_attributes"]>["configurable_item_options"]
>;

/** A child's value of a configurable attribute (color and size are fields, others attributes). */
function attributeValue(child: ConfigurableChildDocument, attributeCode: string): number | null {
  const field = (child as unknown as Record<string, unknown>)[attributeCode];
  if (typeof field === "number") return field;
  const attribute = child.custom_attributes.find((a) => a.attribute_code === attributeCode);
  return attribute === undefined ? null : Number(attribute.value);
}

/** The options that describe a child, in the parent's option order, with their labels. */
export function describeChild(
  parent: ProductDocument,
  child: ConfigurableChildDocument,
): ConfigurableChosen {
  const options: ConfigurableItemOption[] = [];
  const labels: OptionLabel[] = [];
  for (const option of parent.configurable_options) {
    const value = attributeValue(child, option.attribute_code);
    if (value === null) continue;
    options.push({ option_id: String(option.attribute_id), option_value: value });
    const label = option.values.find((v) => v.value_index === value)?.label ?? String(value);
    labels.push({ label: option.label, value: label });
  }
  return { child, options, labels };
}

/**
 * The child a configurable line means: the one whose attribute values are the chosen ones
 * (the parent sku with configurable_item_options, as Vue Storefront sends it).
 */
export function chooseChild(
  parent: ProductDocument,
  requested: Requested = [],
): ConfigurableChosen {
  const wanted = new Map(requested.map((r) => [String(r.option_id), Number(r.option_value)]));
  const match = parent.configurable_children.find((child) =>
    parent.configurable_options.every((option) => {
      const value = wanted.get(String(option.attribute_id));
      return value !== undefined && attributeValue(child, option.attribute_code) === value;
    }),
  );
  if (!match || parent.configurable_options.length === 0)
    throw invalid(CART_MESSAGES.noSuchConfiguration);
  return describeChild(parent, match);
}
