import type { EsQuery, EsSearchBody } from "./es";

/** docs/specification/constants.md: the CMS block list asks for 150 blocks from the start. */
export const CMS_BLOCK_LIST_SIZE = 150;
export const CMS_BLOCK_LIST_START = 0;

/** docs/specification/messages.md: what a CMS lookup that finds nothing reports. */
export const CMS_EMPTY_RESULT = "CMS query returned empty result";

/** The CMS entity types of the catalogue search (docs/specification/api-calls.md). */
export type CmsEntityType = "cms_page" | "cms_block" | "cms_hierarchy";

/** The CMS fields a shopper's page may filter on. */
export const CMS_FILTER_FIELDS = ["id", "identifier", "title", "content"] as const;
export type CmsFilterField = (typeof CMS_FILTER_FIELDS)[number];

/** Pages and blocks carry an `active` flag: only active ones are shown. The hierarchy has none. */
function activeOnly(type: CmsEntityType): EsQuery[] {
  return type === "cms_hierarchy" ? [] : [{ term: { active: true } }];
}

/**
 * docs/specification/api-calls.md, "identifier equals": the CMS page, block or hierarchy entry with exactly this
 * identifier (the legacy client's `{ identifier: { eq } }` filter, sent as a term query).
 */
export function cmsIdentifierQuery(type: CmsEntityType, identifier: string): EsSearchBody {
  return {
    query: { bool: { filter: [{ term: { identifier } }, ...activeOnly(type)] } },
  };
}

/**
 * docs/specification/api-calls.md, "like on a field": CMS entries whose field is like any of the values. A value is
 * like a field when it is the field's exact value (`footer-links` for the identifier, `3` for the
 * id), or when every word of it appears in the field (`nieuwsbrief` in the title "Nieuwsbrief",
 * `footer` in the identifier `footer-links`). SQL's `%` wildcards may surround a value; they
 * stand for "anything around the words" and are dropped. No values lists every active entry.
 */
export function cmsLikeQuery(
  type: CmsEntityType,
  field: CmsFilterField,
  values: readonly (string | number)[] = [],
): EsSearchBody {
  const filter = activeOnly(type);
  if (values.length === 0) return { query: { bool: { filter } } };
  const exact: EsQuery = { terms: { [field]: [...values] } };
  const words = values
    .filter((value): value is string => typeof value === "string")
    .map((value) => value.replace(/%/g, " ").trim())
    .filter((value) => value !== "" && field !== "id")
    .map((value) => ({ match: { [field]: { query: value, operator: "and" } } }));
  return {
    query: {
      bool: {
        filter: [...filter, { bool: { should: [exact, ...words], minimum_should_match: 1 } }],
      },
    },
  };
}
