import type {
  ConfigurableChildDocument,
  ConfigurableItemOption,
  ProductDocument,
} from "@etalage/contracts";
import { attributeOptionId, CART_MESSAGES } from "@etalage/contracts";
import { invalid } from "./cart-error";
import type { OptionLabel, RequestedProductOption } from "./line-request";

export interface ConfigurableChosen {
  child: ConfigurableChildDocument;
  options: ConfigurableItemOption[];
  labels: OptionLabel[];
}

type Requested = NonNullable<
  NonNullable<RequestedProductOption["extension_attributes"]>["configurable_item_options"]
>;

/** The options that describe a child, in the parent's option order, with their labels. */
export function describeChild(
  parent: ProductDocument,
  child: ConfigurableChildDocument,
): ConfigurableChosen {
  const options: ConfigurableItemOption[] = [];
  const labels: OptionLabel[] = [];
  for (const option of parent.configurable_options) {
    const value = attributeOptionId(child, option.attribute_code);
    if (value === undefined) continue;
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
      return value !== undefined && attributeOptionId(child, option.attribute_code) === value;
    }),
  );
  if (!match || parent.configurable_options.length === 0)
    throw invalid(CART_MESSAGES.noSuchConfiguration);
  return describeChild(parent, match);
}
