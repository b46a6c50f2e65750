import type { StaffProduct } from "@etalage/contracts";
import { skuText } from "@etalage/contracts/back-office-forms";
import * as z from "zod/mini";
import type { editorTexts } from "./editor-texts";

type T = (typeof editorTexts)["nl"];

const AMOUNT = /^\d{1,7}([.,]\d{1,4})?$/;
const WHOLE = /^\d{1,7}$/;

const both = (inner: z.ZodMiniType) => z.object({ nl: inner, en: inner });

/** The editor's fields as the form keeps them (numbers as typed). */
export const productForm = (t: T) => {
  const amount = z.string().check(z.regex(AMOUNT, t.badAmount));
  const optionalAmount = z.string().check(z.refine((v) => v === "" || AMOUNT.test(v), t.badAmount));
  return z.object({
    // The API's own rule: its refusal shows as the shared rule's text.
    sku: skuText,
    type: z.enum(["simple", "configurable"]),
    name: both(z.string().check(z.trim(), z.minLength(1, t.required), z.maxLength(255))),
    description: both(z.string()),
    short_description: both(z.string()),
    url_key: both(z.string().check(z.trim())),
    price: amount,
    special_price: optionalAmount,
    special_price_from: z.string(),
    special_price_to: z.string(),
    status: z.enum(["enabled", "disabled"]),
    visibility: z.string(),
    news_from: z.string(),
    news_to: z.string(),
    categories: z.array(z.string()),
    related: z.string(),
    qty: z.string().check(z.regex(WHOLE, t.badQty)),
    variants: z.array(
      z.object({
        sku: skuText,
        color: z.string().check(z.trim(), z.minLength(1, t.required)),
        size: z.string().check(z.trim(), z.minLength(1, t.required)),
        colorId: z.optional(z.number()),
        sizeId: z.optional(z.number()),
        price: optionalAmount,
        qty: z.string().check(z.regex(WHOLE, t.badQty)),
      }),
    ),
  });
};
export type ProductForm = z.infer<ReturnType<typeof productForm>>;

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** The form's values of a product (a new one: empty, switched on, seen everywhere). */
export function formOf(product: StaffProduct | undefined, language: "nl" | "en"): ProductForm {
  const empty = { nl: "", en: "" };
  return {
    sku: product?.sku ?? "",
    type: product?.type === "configurable" ? "configurable" : "simple",
    name: product?.name ?? empty,
    description: product?.description ?? empty,
    short_description: product?.short_description ?? empty,
    url_key: product?.url_key ?? empty,
    price: text(product?.price),
    special_price: text(product?.special_price),
    special_price_from: product?.special_price_from ?? "",
    special_price_to: product?.special_price_to ?? "",
    status: product?.status ?? "enabled",
    visibility: String(product?.visibility ?? 4),
    news_from: product?.news_from ?? "",
    news_to: product?.news_to ?? "",
    categories: (product?.categories ?? []).map(String),
    related: (product?.related ?? []).join(", "),
    qty: String(product?.qty ?? 0),
    variants: (product?.variants ?? []).map((v) => ({
      sku: v.sku,
      color: v.color?.label[language] ?? "",
      size: v.size?.label[language] ?? "",
      colorId: v.color?.id,
      sizeId: v.size?.id,
      price: v.price === product?.price ? "" : String(v.price),
      qty: String(v.qty),
    })),
  };
}

const number = (value: string) => Number(value.replace(",", "."));
const dayOrNull = (value: string) => value || null;

/**
 * The API's body: every field of a new product; of a saved one only those changed (`dirty`), and
 * only the variants changed or added. `sent` maps a sent variant's place to its row in the grid.
 */
export function bodyOf(values: ProductForm, dirty: Partial<Record<string, unknown>> | null) {
  const all = dirty === null;
  const changed = (key: keyof ProductForm) => all || dirty?.[key] !== undefined;
  const body: Record<string, unknown> = all ? { sku: values.sku, type: values.type } : {};
  if (changed("name")) body.name = values.name;
  if (changed("description")) body.description = values.description;
  if (changed("short_description")) body.short_description = values.short_description;
  if (changed("url_key") && values.url_key.nl && values.url_key.en) body.url_key = values.url_key;
  if (changed("price")) body.price = number(values.price);
  if (changed("special_price"))
    body.special_price = values.special_price ? number(values.special_price) : null;
  if (changed("special_price_from")) body.special_price_from = dayOrNull(values.special_price_from);
  if (changed("special_price_to")) body.special_price_to = dayOrNull(values.special_price_to);
  if (changed("status")) body.status = values.status;
  if (changed("visibility")) body.visibility = Number(values.visibility);
  if (changed("news_from")) body.news_from = dayOrNull(values.news_from);
  if (changed("news_to")) body.news_to = dayOrNull(values.news_to);
  if (changed("categories")) body.categories = values.categories.map(Number);
  if (changed("related"))
    body.related = values.related
      .split(",")
      .map((sku) => sku.trim())
      .filter(Boolean);
  if (values.type === "simple" && changed("qty")) body.qty = Number(values.qty);
  const sent: number[] = [];
  if (values.type === "configurable") {
    const rows = (dirty?.variants ?? []) as (object | undefined)[];
    const variants = values.variants.flatMap((v, index) => {
      if (!all && !rows[index]) return [];
      sent.push(index);
      return [
        {
          sku: v.sku,
          color: v.colorId ?? v.color,
          size: v.sizeId ?? v.size,
          qty: Number(v.qty),
          ...(v.price ? { price: number(v.price) } : {}),
        },
      ];
    });
    if (all || variants.length) body.variants = variants;
  }
  return { body, sent };
}

/** The form's field a refused API field stands for (`variants.0.qty` → the grid's row). */
export function formFieldOf(field: string, sent: number[]): string {
  const variant = /^variants\.(\d+)\.(.+)$/.exec(field);
  if (variant) return `variants.${sent[Number(variant[1])] ?? variant[1]}.${variant[2]}`;
  if (/^(categories|related)\.\d+$/.test(field)) return field.split(".")[0]!;
  return field;
}
