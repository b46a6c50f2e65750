import { bitsetOf, newBitset, setBit } from "../memory/bitset";
import type { Collection } from "../memory/collection";
import { hasValue } from "../memory/field-path";
import { lookupKeys } from "../memory/keyword-key";
import { SEARCH_LIMITS } from "../search-limits";
import { SearchRequestError } from "../search-request-error";
import { cachedFilter } from "./filter-cache";
import { constantMatches, type Matches, type QueryContext } from "./matches";
import { checkOptions, isJson, type Json, optionalNumber, singleField } from "./request-values";

type Exact = string | number | boolean;

function asExact(value: unknown, clause: string, field: string): Exact {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return value;
  }
  throw new SearchRequestError(`${clause} on ${field} needs a string, number or boolean value`);
}

/** ES's refusal of a terms or ids query with more values than index.max_terms_count. */
function checkTermsCount(count: number, clause: string): void {
  const max = SEARCH_LIMITS.maxTermsCount;
  if (count <= max) return;
  throw new SearchRequestError(
    `The number of terms [${count}] used in the ${clause} request has exceeded the allowed maximum of [${max}]. This maximum can be set by changing the [index.max_terms_count] index level setting.`,
  );
}

/** Documents holding any of the values exactly (shared filter sets: do not modify). */
export function exactDocs(collection: Collection, field: string, values: readonly Exact[]) {
  return cachedFilter(collection, `terms\u0000${field}\u0000${JSON.stringify(values)}`, () => {
    const keyword = collection.keyword(field);
    const docs = newBitset(collection.size);
    for (const value of values) {
      for (const key of lookupKeys(value)) {
        const id = keyword.keyId(key);
        if (id === undefined) continue;
        for (const doc of keyword.docsOf(id)) setBit(docs, doc);
      }
    }
    return docs;
  });
}

/** `{ term: { field: value } }` or `{ term: { field: { value, boost } } }`: exact value. */
export function runTerm(context: QueryContext, body: Json, scoring: boolean): Matches {
  const [field, spec] = singleField(body, "term");
  let value = spec;
  let boost = 1;
  if (isJson(spec)) {
    checkOptions(spec, "term", ["value", "boost"]);
    value = spec.value;
    boost = optionalNumber(spec.boost, "term boost", 1);
  }
  const docs = exactDocs(context.collection, field, [asExact(value, "term", field)]);
  return constantMatches(docs, scoring ? boost : 0);
}

/** `{ terms: { field: [values], boost? } }`: any of the values exactly. */
export function runTerms(context: QueryContext, body: Json, scoring: boolean): Matches {
  const [field, values] = singleField(body, "terms", ["boost"]);
  if (!Array.isArray(values)) {
    throw new SearchRequestError(
      isJson(values)
        ? "Unsupported option for terms: terms lookup"
        : `terms on ${field} needs a list of values`,
    );
  }
  checkTermsCount(values.length, "Terms Query");
  const exact = values.map((value) => asExact(value, "terms", field));
  const docs = exactDocs(context.collection, field, exact);
  return constantMatches(docs, scoring ? optionalNumber(body.boost, "terms boost", 1) : 0);
}

/** `{ ids: { values: [...] } }`: documents by _id. */
export function runIds(context: QueryContext, body: Json, scoring: boolean): Matches {
  checkOptions(body, "ids", ["values", "boost"]);
  if (!Array.isArray(body.values)) throw new SearchRequestError("ids needs a list of values");
  checkTermsCount(body.values.length, "ids query");
  const { collection } = context;
  const numbers = body.values
    .map((id) => collection.docNumber(String(id)))
    .filter((doc): doc is number => doc !== undefined);
  const docs = bitsetOf(collection.size, numbers);
  return constantMatches(docs, scoring ? optionalNumber(body.boost, "ids boost", 1) : 0);
}

/** `{ exists: { field } }`: the field has at least one non-null value. */
export function runExists(context: QueryContext, body: Json, scoring: boolean): Matches {
  checkOptions(body, "exists", ["field", "boost"]);
  if (typeof body.field !== "string") throw new SearchRequestError("exists needs a field");
  const field = body.field;
  const { collection } = context;
  const docs = cachedFilter(collection, `exists\u0000${field}`, () => {
    const present = newBitset(collection.size);
    collection.docs.forEach((doc, number) => {
      if (doc && hasValue(doc, field)) setBit(present, number);
    });
    return present;
  });
  return constantMatches(docs, scoring ? optionalNumber(body.boost, "exists boost", 1) : 0);
}
