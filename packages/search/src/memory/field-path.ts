/** A leaf value a field path can reach. */
export type FieldValue = string | number | boolean;

/** Reads every leaf value of a dotted path, going through arrays at any depth. */
export type FieldReader = (doc: unknown) => FieldValue[];

const readers = new Map<string, FieldReader>();

/**
 * `category.name` on `{ category: [{ name: "Jurken" }, { name: "Dames" }] }` gives both names,
 * as an Elasticsearch object field does. Nulls, empty arrays and objects at the end are no value.
 */
export function fieldReader(path: string): FieldReader {
  let reader = readers.get(path);
  if (!reader) {
    const steps = path.split(".");
    reader = (doc) => {
      const values: FieldValue[] = [];
      collect(doc, steps, 0, values);
      return values;
    };
    readers.set(path, reader);
  }
  return reader;
}

function collect(value: unknown, steps: string[], step: number, into: FieldValue[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const element of value) collect(element, steps, step, into);
    return;
  }
  if (step === steps.length) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      into.push(value);
    }
    return;
  }
  if (typeof value === "object") {
    collect((value as Record<string, unknown>)[steps[step]!], steps, step + 1, into);
  }
}

/** Whether a path holds any value: a leaf, or an object with fields (ES `exists` on an object). */
export function hasValue(doc: unknown, path: string): boolean {
  return present(doc, path.split("."), 0);
}

function present(value: unknown, steps: string[], step: number): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.some((element) => present(element, steps, step));
  if (step === steps.length) return typeof value !== "object" || Object.keys(value).length > 0;
  return (
    typeof value === "object" &&
    present((value as Record<string, unknown>)[steps[step]!], steps, step + 1)
  );
}
