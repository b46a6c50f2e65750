import { z } from "zod";
import { categoryChanges, categoryIdParams, newCategory } from "../../routes/admin/category-routes";
import {
  altFields,
  pictureChangeBody,
  pictureOrderBody,
  pictureParams,
} from "../../routes/admin/picture-routes";
import { skuParams } from "../../routes/admin/product-schemas";
import { memberParams, memberPasswordBody, newMemberBody } from "../../routes/admin/staff-routes";
import { stockCountBody, stockDeliveryBody } from "../../routes/admin/stock-routes";
import { type Answer, file, type Operation, ok, refusal } from "../answers";
import { bool, int, list, num, obj, oneOfText, str } from "../schema-words";

/** A refused field: `{code: 400, result: "field: why", meta: {field}}`, in the member's language. */
const refusedField: Answer = {
  description:
    "A field is not valid: the field and why, in the member's language (Accept-Language)",
  schema: obj({ code: { const: 400 }, result: str, "meta?": obj({ field: str }) }),
  example: {
    code: 400,
    result: "qty: moet een heel getal van 0 of meer zijn",
    meta: { field: "qty" },
  },
};
const localized = obj({ nl: str, en: str });

const category = obj({
  id: int,
  parent_id: int,
  name: localized,
  url_key: localized,
  position: int,
  is_active: bool,
  include_in_menu: bool,
  children: list(obj({ id: int })),
});
const categoryExample = {
  id: 3,
  parent_id: 2,
  name: { nl: "Jurken", en: "Dresses" },
  url_key: { nl: "jurken", en: "dresses" },
  position: 1,
  is_active: true,
  include_in_menu: true,
  children: [],
};
const picture = obj({ id: int, path: str, url: str, alt: localized, position: int });
const pictureExample = {
  id: 9,
  path: "/w/s/ws12-blue.jpg",
  url: "/img/600/744/resize/w/s/ws12-blue.jpg",
  alt: { nl: "Jurk Iris in blauw", en: "Iris dress in blue" },
  position: 1,
};
const stockLevel = obj({ sku: str, qty: num, is_in_stock: bool });
const member = obj({
  id: int,
  email: str,
  name: str,
  role: oneOfText("staff", "owner"),
  totp: bool,
  disabled: bool,
});
const memberExample = {
  id: 2,
  email: "sanne@etalage.nl",
  name: "Sanne",
  role: "staff",
  totp: false,
  disabled: false,
};
const noProduct = refusal(404, "No such product", "No such product");
const noMember = refusal(404, "No such staff member", "No such staff member");

const onCatalogue = { tag: "Catalogue", caller: "staff" as const };
const onStaff = { tag: "Staff", caller: "staff" as const };

/** The back office's categories, pictures, stock and staff. */
export const backOfficeStockStaffOperations: Record<string, Operation> = {
  "GET /api/admin/categories": {
    summary: "The category tree",
    ...onCatalogue,
    answers: { 200: ok(list(category), [categoryExample]) },
  },
  "POST /api/admin/categories": {
    summary: "Add a category",
    description: "For the owner; answers the whole tree.",
    ...onCatalogue,
    body: newCategory,
    bodyExample: { name: { nl: "Jassen", en: "Coats" }, parent_id: 2 },
    answers: { 200: ok(list(category), [categoryExample]), 400: refusedField },
  },
  "PATCH /api/admin/categories/:id": {
    summary: "Rename, move, reorder or switch a category",
    description: "For the owner; only the fields sent change; answers the whole tree.",
    ...onCatalogue,
    params: categoryIdParams,
    body: categoryChanges,
    bodyExample: { position: 2, include_in_menu: false },
    answers: {
      200: ok(list(category), [categoryExample]),
      400: refusedField,
      404: refusal(404, "No such category", "No such category"),
    },
  },
  "GET /api/admin/products.csv": {
    summary: "The whole catalogue as Magento 2's product CSV",
    ...onCatalogue,
    answers: { 200: file("text/csv", "The CSV file, as `npm run export` writes it") },
  },
  "POST /api/admin/products/:sku/images": {
    summary: "Upload a picture of a product",
    description:
      "For the owner: one JPEG, PNG or WebP file of at most 20 MB as multipart/form-data, with `alt_nl` and `alt_en` sent before it. Answers the product's pictures.",
    ...onCatalogue,
    params: skuParams,
    body: altFields.extend({
      file: z.string().meta({ format: "binary", description: "The picture" }),
    }),
    bodyType: "multipart/form-data",
    bodyExample: {
      alt_nl: "Jurk Iris in blauw",
      alt_en: "Iris dress in blue",
      file: "(the picture's bytes)",
    },
    answers: { 200: ok(list(picture), [pictureExample]), 400: refusedField, 404: noProduct },
  },
  "PATCH /api/admin/products/:sku/images/:id": {
    summary: "Change a picture's alt texts",
    ...onCatalogue,
    params: pictureParams,
    body: pictureChangeBody,
    bodyExample: { alt: { nl: "Jurk Iris in blauw", en: "Iris dress in blue" } },
    answers: { 200: ok(list(picture), [pictureExample]), 400: refusedField, 404: noProduct },
  },
  "PUT /api/admin/products/:sku/images/order": {
    summary: "Put a product's pictures in order",
    ...onCatalogue,
    params: skuParams,
    body: pictureOrderBody,
    bodyExample: { ids: [9, 8] },
    answers: { 200: ok(list(picture), [pictureExample]), 400: refusedField, 404: noProduct },
  },
  "DELETE /api/admin/products/:sku/images/:id": {
    summary: "Remove a picture",
    ...onCatalogue,
    params: pictureParams,
    answers: { 200: ok(list(picture), []), 400: refusedField, 404: noProduct },
  },
  "PUT /api/admin/stock/:sku": {
    summary: "Count a product's pieces",
    description: "Sets the stock; customers waiting for it get their back-in-stock mail.",
    tag: "Stock",
    caller: "staff",
    params: skuParams,
    body: stockCountBody,
    bodyExample: { qty: 12 },
    answers: {
      200: ok(obj({ sku: str, qty: num, is_in_stock: bool, alerted: int }), {
        sku: "WS12-M-Blue",
        qty: 12,
        is_in_stock: true,
        alerted: 1,
      }),
      400: refusedField,
    },
  },
  "POST /api/admin/stock": {
    summary: "Take in a delivery",
    description: "Adds the pieces of several products in one go.",
    tag: "Stock",
    caller: "staff",
    body: stockDeliveryBody,
    bodyExample: { items: [{ sku: "WS12-M-Blue", qty: 5 }] },
    answers: {
      200: ok(obj({ items: list(stockLevel), alerted: int }), {
        items: [{ sku: "WS12-M-Blue", qty: 17, is_in_stock: true }],
        alerted: 0,
      }),
      400: refusedField,
    },
  },
  "GET /api/admin/staff": {
    summary: "The shop's staff",
    description: "For the owner.",
    ...onStaff,
    answers: { 200: ok(obj({ items: list(member) }), { items: [memberExample] }) },
  },
  "POST /api/admin/staff": {
    summary: "Add a staff member with her first password",
    ...onStaff,
    body: newMemberBody,
    bodyExample: {
      email: "sanne@etalage.nl",
      name: "Sanne",
      role: "staff",
      password: "Winkel-2026-Sanne",
    },
    answers: {
      200: ok(member, memberExample),
      409: refusal(
        409,
        "The e-mail address is taken",
        "A staff member with this e-mail address exists already",
      ),
    },
  },
  "POST /api/admin/staff/:id/disable": {
    summary: "Disable a staff member",
    description: "Her sessions end at once.",
    ...onStaff,
    params: memberParams,
    answers: {
      200: ok(member, { ...memberExample, disabled: true }),
      404: noMember,
      409: refusal(409, "The last owner cannot be disabled", "The shop needs an owner"),
    },
  },
  "POST /api/admin/staff/:id/password": {
    summary: "Give a staff member a new password",
    description: "Her sessions end too.",
    ...onStaff,
    params: memberParams,
    body: memberPasswordBody,
    bodyExample: { password: "Winkel-2026-Nieuw" },
    answers: { 200: ok(member, memberExample), 404: noMember },
  },
};
