import { z } from "zod";

/** A JSON Schema (2020-12, as OpenAPI 3.1 reads it). */
export type JsonSchema = Record<string, unknown>;

export const str: JsonSchema = { type: "string" };
export const int: JsonSchema = { type: "integer" };
export const num: JsonSchema = { type: "number" };
export const bool: JsonSchema = { type: "boolean" };
export const any: JsonSchema = {};
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: "null" }] });
export const list = (items: JsonSchema): JsonSchema => ({ type: "array", items });
export const oneOfText = (...values: string[]): JsonSchema => ({ type: "string", enum: values });

/**
 * An object whose named fields are all present (a `?` at the end of a name marks one that may be
 * missing); fields not named may come too, as replies grow.
 */
export function obj(fields: Record<string, JsonSchema>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, schema] of Object.entries(fields)) {
    const optional = name.endsWith("?");
    const key = optional ? name.slice(0, -1) : name;
    properties[key] = schema;
    if (!optional) required.push(key);
  }
  return { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
}

/** One page of a list: its items, and how many the whole list holds. */
export const pageOf = (item: JsonSchema): JsonSchema => obj({ items: list(item), total: int });

/** A map from text keys to values of one schema. */
export const dict = (values: JsonSchema): JsonSchema => ({
  type: "object",
  additionalProperties: values,
});

/**
 * The JSON Schema of what a request may send, from the zod schema the route validates it with:
 * the input side of every transform, so the document names what a caller writes.
 */
export function inputSchemaOf(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  return json;
}
