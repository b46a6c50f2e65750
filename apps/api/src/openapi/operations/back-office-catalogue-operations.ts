import { customerParams, customerQuery } from "../../routes/admin/customer-routes";
import { listQuery as productListQuery } from "../../routes/admin/product-routes";
import {
  bulkInput,
  newProductInput,
  productChanges,
  skuParams,
} from "../../routes/admin/product-schemas";
import { type Answer, listPage, type Operation, ok, refusal } from "../answers";
import { any, bool, int, list, obj, pageOf, str } from "../schema-words";
import { orderRow, orderRowExample } from "./admin-order-operations";
import { annaExample } from "./example-customer";

/** A refused field: `{code: 400, result: "field: why", meta: {field}}`, in the member's language. */
const refusedField: Answer = {
  description:
    "A field is not valid: the field and why, in the member's language (Accept-Language)",
  schema: obj({ code: { const: 400 }, result: str, "meta?": obj({ field: str }) }),
  example: { code: 400, result: "price: moet een bedrag zijn", meta: { field: "price" } },
};
const noProduct = refusal(404, "No such product", "No such product");
const productExample = {
  sku: "WS12",
  name: { nl: "Jurk Iris", en: "Iris dress" },
  type: "configurable",
  status: "enabled",
  price: 59.95,
};
const noCustomer = refusal(404, "No such customer", "No such customer");

/** The back office's catalogue and customers. */
export const backOfficeCatalogueOperations: Record<string, Operation> = {
  "GET /api/admin/products": {
    summary: "Products, filtered and paged",
    tag: "Catalogue",
    caller: "staff",
    query: productListQuery,
    answers: {
      200: ok(obj({ items: list(any) }), {
        items: [productExample],
        total: 1,
        page: 1,
        pageSize: 50,
      }),
      400: refusedField,
    },
  },
  "GET /api/admin/products/:sku": {
    summary: "One product with its variants, stock and prices",
    tag: "Catalogue",
    caller: "staff",
    params: skuParams,
    answers: { 200: ok(obj({ sku: str }), productExample), 400: refusedField, 404: noProduct },
  },
  "POST /api/admin/products": {
    summary: "Add a product",
    description: "For the owner.",
    tag: "Catalogue",
    caller: "staff",
    body: newProductInput,
    bodyExample: {
      sku: "WS13",
      type: "simple",
      name: { nl: "Sjaal Mila", en: "Mila scarf" },
      price: 24.95,
      qty: 10,
    },
    answers: {
      200: ok(obj({ sku: str }), productExample),
      400: refusedField,
      409: refusal(409, "The sku or URL key is taken", "The sku WS12 is taken"),
    },
  },
  "PATCH /api/admin/products/:sku": {
    summary: "Change a product",
    description: "For the owner; only the fields sent change.",
    tag: "Catalogue",
    caller: "staff",
    params: skuParams,
    body: productChanges,
    bodyExample: { price: 49.95 },
    answers: {
      200: ok(obj({ sku: str }), { ...productExample, price: 49.95 }),
      400: refusedField,
      404: noProduct,
      409: refusal(409, "The URL key is taken", "The URL key jurk-iris is taken"),
    },
  },
  "POST /api/admin/products/bulk": {
    summary: "Change many products at once",
    description:
      "For the owner: enable, disable, move to one category (`category`) or change the price by " +
      "a percentage (`percent`, variants too). All or none; one audit entry per changed product.",
    tag: "Catalogue",
    caller: "staff",
    body: bulkInput,
    bodyExample: { skus: ["JRK-1001", "JRK-1002"], action: "price", percent: -20 },
    answers: {
      200: ok(obj({ changed: list(str), unchanged: list(str) }), {
        changed: ["JRK-1001", "JRK-1002"],
        unchanged: [],
      }),
      400: refusedField,
    },
  },
  "GET /api/admin/customers": {
    summary: "Customers, found by name or e-mail address",
    description: "For the owner.",
    tag: "Customers",
    caller: "staff",
    query: customerQuery,
    answers: {
      200: listPage(
        obj({
          id: int,
          email: str,
          firstname: str,
          lastname: str,
          store_code: str,
          created_at: str,
          orders_count: int,
        }),
        { ...annaExample, created_at: "2026-11-01T10:00:00.000Z", orders_count: 1 },
      ),
    },
  },
  "GET /api/admin/customers/:id": {
    summary: "One customer with her orders, returns and addresses",
    tag: "Customers",
    caller: "staff",
    params: customerParams,
    answers: {
      200: ok(
        obj({
          customer: obj({ id: int, email: str, store_code: str }),
          orders: pageOf(orderRow),
          returns: list(obj({ number: str, status: str })),
        }),
        {
          customer: { ...annaExample, addresses: [] },
          orders: { items: [orderRowExample], total: 1 },
          returns: [],
        },
      ),
      404: noCustomer,
    },
  },
  "GET /api/admin/customers/:id/export": {
    summary: "A customer's data as she would download it",
    description: "For the owner; written to the audit log.",
    tag: "Customers",
    caller: "staff",
    params: customerParams,
    answers: {
      200: ok(obj({ exported_at: str, profile: obj({ id: int, email: str }), orders: list(any) }), {
        exported_at: "2026-11-27T12:00:00.000Z",
        profile: { id: 12, email: "anna@example.nl", store_code: "nl" },
        addresses: [],
        orders: [],
      }),
      404: noCustomer,
    },
  },
  "POST /api/admin/customers/:id/delete": {
    summary: "Delete a customer's account",
    description: "For the owner: the same deletion as her own, written to the audit log.",
    tag: "Customers",
    caller: "staff",
    params: customerParams,
    answers: { 200: ok(bool, true), 404: noCustomer },
  },
};
