import type { CustomAttributePair } from "./product-document";

/** A catalogue document, or part of one, whose attributes are read by a code known at run time. */
export type AttributeHolder = object & {
  readonly custom_attributes?: readonly CustomAttributePair[];
};

/**
 * A document's value of an attribute: its own field of that name (colour and size are fields of
 * products and children), else its pair in custom_attributes; undefined when it has neither.
 * The one place a document is read by an attribute code, for server and storefront alike.
 */
export function attributeValue(doc: AttributeHolder, code: string): string | number | undefined {
  const own: unknown = (doc as Readonly<Record<string, unknown>>)[code];
  if (typeof own === "number" || typeof own === "string") return own;
  return doc.custom_attributes?.find((pair) => pair.attribute_code === code)?.value;
}

/** The option id a document has for a select attribute (color → 101), or undefined. */
export function attributeOptionId(doc: AttributeHolder, code: string): number | undefined {
  const value = attributeValue(doc, code);
  if (value === undefined || value === "") return undefined;
  const id = Number(value);
  return Number.isFinite(id) ? id : undefined;
}
