import type { EsAggregationResult } from "@etalage/contracts";
import { type AttributeSummary, attributeLabel } from "../../lib/api/attributes";
import { FILTER_TYPES, type FilterType, type ListQuery, PRICE_RANGES } from "./list-query";
import { aggregationName } from "./listing-request";

/** docs/specification/entities.md filter option: one choice with its label and how many products it finds. */
export interface FilterOption {
  id: string;
  label: string;
  type: FilterType;
  count: number;
  selected: boolean;
  /** Price ranges are single-choice. */
  single: boolean;
  from?: number;
  to?: number | null;
  /** Hex colour of a colour swatch. */
  swatch?: string;
}

export interface FilterGroup {
  type: FilterType;
  label: string;
  options: FilterOption[];
}

export interface PriceLabels {
  /** '< to', '> from', 'from - to' (docs/specification/constants.md), with the amounts already formatted. */
  below(to: string): string;
  above(from: string): string;
  between(from: string, to: string): string;
}

/** docs/specification/constants.md price labels: the first range '< to', the last '> from', the others 'from - to'. */
export function priceRangeLabel(
  index: number,
  labels: PriceLabels,
  format: (amount: number) => string,
): string {
  const range = PRICE_RANGES[index];
  if (!range) return "";
  if (index === 0) return labels.below(format(range.to ?? 0));
  if (range.to === null) return labels.above(format(range.from));
  return labels.between(format(range.from), format(range.to));
}

function bucketCounts(aggregation: EsAggregationResult | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const bucket of aggregation?.buckets ?? []) counts.set(String(bucket.key), bucket.doc_count);
  return counts;
}

function attributeGroup(
  type: FilterType,
  attribute: AttributeSummary | undefined,
  counts: Map<string, number>,
  chosen: readonly string[],
): FilterGroup | null {
  if (!attribute) return null;
  const options: FilterOption[] = [];
  for (const option of attribute.options) {
    const count = counts.get(option.value) ?? 0;
    const selected = chosen.includes(option.value);
    // A chosen value stays visible (to be unticked) even when no product has it any more.
    if (count === 0 && !selected) continue;
    options.push({
      id: option.value,
      label: option.label,
      type,
      count,
      selected,
      single: false,
      ...(option.swatch ? { swatch: option.swatch } : {}),
    });
  }
  return options.length > 0 ? { type, label: attributeLabel(attribute), options } : null;
}

/**
 * The filters a list offers, from its aggregations and the attributes' labels: colour, Erin
 * recommends, price and size, each option with its count; empty groups are left out.
 */
export function filterGroups(
  aggregations: Record<string, EsAggregationResult> | undefined,
  attributes: readonly AttributeSummary[],
  query: ListQuery,
  price: { label: string; labels: PriceLabels; format: (amount: number) => string },
): FilterGroup[] {
  const groups: FilterGroup[] = [];
  for (const type of FILTER_TYPES) {
    const counts = bucketCounts(aggregations?.[aggregationName(type)]);
    const chosen = query.filters[type];
    if (type !== "price") {
      const attribute = attributes.find((candidate) => candidate.attribute_code === type);
      const group = attributeGroup(type, attribute, counts, chosen);
      if (group) groups.push(group);
      continue;
    }
    const buckets = aggregations?.[aggregationName(type)]?.buckets ?? [];
    const options = PRICE_RANGES.flatMap((range, index): FilterOption[] => {
      const count = buckets[index]?.doc_count ?? 0;
      const selected = chosen.includes(range.id);
      if (count === 0 && !selected) return [];
      const label = priceRangeLabel(index, price.labels, price.format);
      return [
        {
          id: range.id,
          label,
          type,
          count,
          selected,
          single: true,
          from: range.from,
          to: range.to,
        },
      ];
    });
    if (options.length > 0) groups.push({ type, label: price.label, options });
  }
  return groups;
}
