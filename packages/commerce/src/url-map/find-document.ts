import type { EsHit, ProductDocument } from "@etalage/contracts";
import type { SearchEngine } from "@etalage/search";

/** The first document of a type whose field equals the value exactly, as a search hit. */
export function findHit<T>(
  engine: SearchEngine,
  index: string,
  type: string,
  field: string,
  value: string | number,
): EsHit<T> | null {
  const res = engine.search(index, type, { query: { term: { [field]: value } } }, { size: 1 });
  return (res.hits.hits[0] as EsHit<T> | undefined) ?? null;
}

/** Documents of a type by the values of one field, in the order of the values. */
export function findMany<T>(
  engine: SearchEngine,
  index: string,
  type: string,
  field: string,
  values: (string | number)[],
): T[] {
  if (values.length === 0) return [];
  const res = engine.search(
    index,
    type,
    { query: { terms: { [field]: values } } },
    { size: values.length },
  );
  const byValue = new Map<unknown, T>();
  for (const hit of res.hits.hits) {
    const source = hit._source as Record<string, unknown>;
    byValue.set(source[field], hit._source as T);
  }
  return values.flatMap((v) => (byValue.has(v) ? [byValue.get(v) as T] : []));
}

/** Product documents by sku, in the order asked; unknown skus are left out. */
export const findProductsBySku = (
  engine: SearchEngine,
  index: string,
  skus: string[],
): ProductDocument[] => findMany<ProductDocument>(engine, index, "product", "sku", skus);
