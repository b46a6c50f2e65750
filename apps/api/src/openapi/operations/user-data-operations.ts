import { USER_MESSAGES } from "@etalage/contracts";
import {
  customerReturnsQuery,
  returnableQuery,
  returnRequestBody,
} from "../../routes/returns/return-bodies";
import { deleteBody } from "../../routes/user/account-data-routes";
import { orderHistoryQuery } from "../../routes/user/user-bodies";
import { type Operation, ok, refusal } from "../answers";
import { any, bool, int, list, nullable, num, obj, str } from "../schema-words";
import { annaExample } from "./example-customer";
import { requestedReturnExample } from "./example-return";
import { account, invalidInput, lockedOut, notAuthorized } from "./user-operations";

const returnView = obj({
  number: str,
  increment_id: str,
  status: str,
  created_at: str,
  updated_at: str,
  reject_reason: nullable(str),
  refunded_amount: nullable(num),
  lines: list(obj({ sku: str, name: str, qty: int, reason: str, comment: nullable(str) })),
});

const historyOrder = obj({
  entity_id: int,
  increment_id: str,
  created_at: str,
  updated_at: str,
  status: str,
  state: str,
  store_code: str,
  customer_email: str,
  subtotal_incl_tax: num,
  shipping_incl_tax: num,
  discount_amount: num,
  tax_amount: num,
  grand_total: num,
  payment: obj({ method: str, status: str, status_group: str }),
  extension_attributes: obj({ downloads: list(obj({ title: str, file_name: str, url: str })) }),
  items: list(
    obj({ item_id: int, sku: str, name: str, qty_ordered: num, row_total_incl_tax: num }),
  ),
});
const historyOrderExample = {
  entity_id: 42,
  increment_id: "000000042",
  created_at: "2026-11-27 12:00:00",
  updated_at: "2026-11-27 12:05:00",
  status: "processing",
  state: "processing",
  store_code: "nl",
  customer_email: "anna@example.nl",
  subtotal_incl_tax: 59.95,
  shipping_incl_tax: 5,
  discount_amount: 0,
  tax_amount: 11.27,
  grand_total: 64.95,
  payment: { method: "ideal", additional_information: [], status: "paid", status_group: "success" },
  extension_attributes: {
    shipping_assignments: [],
    downloads: [],
    invoice_number: "INV-2026-000042",
  },
  items: [
    {
      item_id: 7,
      sku: "WS12-M-Blue",
      name: "Jurk Iris",
      qty_ordered: 1,
      row_total_incl_tax: 59.95,
    },
  ],
};
/** `/api/user/*` about what she has: her orders, her data (export, delete) and her returns. */
export const userDataOperations: Record<string, Operation> = {
  "GET /api/user/order-history": {
    summary: "The caller's orders",
    description:
      "Newest first, 20 a page by default, each with its lines, totals, payment and downloads.",
    ...account,
    query: orderHistoryQuery,
    answers: {
      200: ok(
        obj({
          items: list(historyOrder),
          total_count: int,
          search_criteria: obj({ page_size: int, current_page: int }),
        }),
        {
          items: [historyOrderExample],
          total_count: 1,
          search_criteria: {
            filter_groups: [
              { filters: [{ field: "customer_id", value: "12", condition_type: "eq" }] },
            ],
            sort_orders: [{ field: "created_at", direction: "DESC" }],
            page_size: 20,
            current_page: 1,
          },
        },
      ),
    },
  },
  "GET /api/user/export": {
    summary: "Everything the shop holds about the caller",
    description: "The customer's data as JSON, saved by the browser as a file (GDPR).",
    ...account,
    answers: {
      200: {
        ...ok(
          obj({
            exported_at: str,
            profile: any,
            addresses: list(any),
            orders: list(any),
            reviews: list(any),
            newsletter: list(any),
            stock_alerts: list(any),
          }),
          {
            exported_at: "2026-11-27T12:00:00.000Z",
            profile: annaExample,
            addresses: [],
            orders: [],
            reviews: [],
            newsletter: [],
            stock_alerts: [],
            sessions: [],
          },
        ),
        headers: {
          "content-disposition": {
            type: "string",
            description: 'attachment; filename="etalage-mijn-gegevens.json"',
          },
        },
      },
    },
  },
  "POST /api/user/delete": {
    summary: "Delete the caller's account",
    description: "Needs the password; orders stay as the law asks, without the account.",
    ...account,
    body: deleteBody,
    bodyExample: { password: "Zomer-jurk-2026" },
    answers: {
      200: ok(bool, true),
      403: refusal(403, "The password is wrong", USER_MESSAGES.wrongCurrentPassword),
      429: lockedOut("Too many wrong passwords"),
    },
  },
  "POST /api/user/returns": {
    summary: "Send back pieces of an order",
    description:
      "A customer with her token, or a guest with her order's `orderToken`; up to 14 days after shipping.",
    tag: "Customer",
    caller: "guest-or-customer",
    query: customerReturnsQuery,
    body: returnRequestBody,
    bodyExample: {
      increment_id: "000000042",
      lines: [{ sku: "WS12-M-Blue", qty: 1, reason: "too_small" }],
    },
    answers: {
      200: ok(returnView, requestedReturnExample, "The return, with its number"),
      400: invalidInput("Returns are possible up to 14 days after shipping"),
      401: notAuthorized,
      404: refusal(404, "No such order of the caller's", "No such order"),
      409: refusal(
        409,
        "More pieces than can still be sent back",
        "Only 1 of WS12-M-Blue can be returned",
      ),
    },
  },
  "GET /api/user/returns": {
    summary: "The returns of the caller's orders",
    tag: "Customer",
    caller: "guest-or-customer",
    query: customerReturnsQuery,
    answers: {
      200: ok(list(returnView), [requestedReturnExample]),
      401: notAuthorized,
      404: refusal(404, "No such order of the caller's", "No such order"),
    },
  },
  "GET /api/user/returns/returnable": {
    summary: "What of an order can still be sent back",
    tag: "Customer",
    caller: "guest-or-customer",
    query: returnableQuery,
    answers: {
      200: ok(
        obj({
          until: nullable(str),
          open: bool,
          lines: list(obj({ sku: str, name: str, qty: int })),
        }),
        {
          until: "2026-12-11T12:00:00.000Z",
          open: true,
          lines: [{ sku: "WS12-M-Blue", name: "Jurk Iris", qty: 1 }],
        },
      ),
      401: notAuthorized,
      404: refusal(404, "No such order of the caller's", "No such order"),
    },
  },
};
