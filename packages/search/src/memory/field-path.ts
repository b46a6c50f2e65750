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

/** Calls `visit` with every leaf value of a path in a document, as `fieldReader` lists them. */
export type FieldVisitor = (doc: unknown, visit: (value: FieldValue) => void) => void;

const visitors = new Map<string, FieldVisitor>();

/** `fieldReader` without the list: indexing 100,000 documents allocates nothing per value. */
export function fieldVisitor(path: string): FieldVisitor {
  let visitor = visitors.get(path);
  if (!visitor) {
    const steps = path.split(".");
    visitor =
      steps.length === 1
        ? (doc, visit) => {
            // Most fields sit at the top of the document: one property read, no walk.
            const value =
              doc !== null && typeof doc === "object" && !Array.isArray(doc)
                ? (doc as Record<string, unknown>)[path]
                : undefined;
            if (
              typeof value === "string" ||
              typeof value === "number" ||
              typeof value === "boolean"
            )
              visit(value);
            else if (value !== undefined) walk(doc, steps, 0, visit);
          }
        : (doc, visit) => walk(doc, steps, 0, visit);
    visitors.set(path, visitor);
  }
  return visitor;
}

function walk(
  value: unknown,
  steps: readonly string[],
  step: number,
  visit: (value: FieldValue) => void,
): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const element of value) walk(element, steps, step, visit);
    return;
  }
  if (step === steps.length) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      visit(value);
    }
    return;
  }
  if (typeof value === "object") {
    walk((value as Record<string, unknown>)[steps[step]!], steps, step + 1, visit);
  }
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
