import { USER_MESSAGES } from "@etalage/contracts";
import {
  customerReturnsQuery,
  returnableQuery,
  returnRequestBody,
} from "../../routes/returns/return-bodies";
import { deleteBody } from "../../routes/user/account-data-routes";
import {
  changePasswordBody,
  createBody,
  createPasswordBody,
  loginBody,
  logoutBody,
  orderHistoryQuery,
  profileBody,
  refreshBody,
  resetPasswordBody,
} from "../../routes/user/user-bodies";
import { userQuery } from "../../routes/user/user-caller";
import { type Answer, type Operation, ok, refusal } from "../answers";
import { any, bool, int, list, nullable, num, obj, str } from "../schema-words";

const address = obj({
  id: int,
  customer_id: int,
  firstname: str,
  lastname: str,
  street: list(str),
  city: str,
  postcode: str,
  country_id: str,
});
export const customerSchema = obj({
  id: int,
  group_id: int,
  email: str,
  firstname: str,
  lastname: str,
  website_id: int,
  store_id: int,
  created_at: str,
  updated_at: str,
  created_in: str,
  addresses: list(address),
});
const customerExample = {
  id: 12,
  group_id: 1,
  email: "anna@example.nl",
  firstname: "Anna",
  lastname: "de Vries",
  website_id: 1,
  store_id: 1,
  created_at: "2026-11-01 10:00:00",
  updated_at: "2026-11-01 10:00:00",
  created_in: "Nederlands",
  addresses: [
    {
      id: 3,
      customer_id: 12,
      firstname: "Anna",
      lastname: "de Vries",
      street: ["Oudegracht 1"],
      city: "Utrecht",
      postcode: "3511 AB",
      country_id: "NL",
      region: { region: null, region_id: null, region_code: null },
      default_billing: true,
      default_shipping: true,
    },
  ],
};
const ownProfileExample = {
  ...customerExample,
  groupToken: "x7Qe3k",
  loyalty_card: "2800000000121",
};

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
const returnExample = {
  number: "R-000001",
  increment_id: "000000042",
  status: "requested",
  created_at: "2026-11-27T12:00:00.000Z",
  updated_at: "2026-11-27T12:00:00.000Z",
  reject_reason: null,
  refunded_amount: null,
  lines: [
    {
      sku: "WS12-M-Blue",
      name: "Jurk Iris",
      qty: 1,
      reason: "too_small",
      comment: null,
      received_qty: null,
      restocked_qty: null,
    },
  ],
};

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
const invalidInput = (message: string) =>
  refusal(400, "A field breaks a form rule, or a parameter is not valid", message);
const notAuthorized = refusal(
  401,
  "No token, or one that is unknown, expired or ended",
  USER_MESSAGES.notAuthorized,
);
const lockedOut = (description: string): Answer => ({
  ...refusal(429, description, "Too many failed attempts: try again in 15 minutes"),
  headers: { "retry-after": { type: "integer", description: "Seconds to wait" } },
});
/** A refusal of the password change: `{errorMessage, code}` as the legacy call answered it. */
const refusedPassword = (status: number, description: string, message: string): Answer => ({
  description,
  schema: obj({
    code: { const: status },
    result: obj({ errorMessage: str, code: { const: status } }),
  }),
  example: { code: status, result: { errorMessage: message, code: status } },
});
/** Either that, or the envelope's message (a bad query, the address's rate limit). */
const refusedEither = (status: number, description: string, message: string): Answer => {
  const legacy = refusedPassword(status, description, message);
  return {
    ...legacy,
    schema: { anyOf: [legacy.schema, refusal(status, description, message).schema] },
  };
};
const tokens = {
  schema: obj({ code: { const: 200 }, result: str, meta: obj({ refreshToken: str }) }),
  example: {
    code: 200,
    result: "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V",
    meta: { refreshToken: "z9Y8x7W6v5U4t3S2r1Q0p9O8n7M6l5K4j3I2h1G0f9E" },
  },
};

const account = { tag: "Customer", caller: "customer" as const, query: userQuery };

/** `/api/user/*`: customer accounts (docs/specification/api-calls.md, api-shapes.md §5). */
export const userOperations: Record<string, Operation> = {
  "POST /api/user/create": {
    summary: "Register an account",
    description: "Creates the account and sends the welcome mail; log in next.",
    tag: "Customer",
    caller: "anyone",
    query: userQuery,
    body: createBody,
    bodyExample: {
      customer: { email: "anna@example.nl", firstname: "Anna", lastname: "de Vries" },
      password: "Zomer-jurk-2026",
    },
    answers: {
      200: ok(customerSchema, { ...customerExample, addresses: [] }, "The new customer"),
      400: invalidInput(USER_MESSAGES.invalidEmail),
    },
  },
  "POST /api/user/login": {
    summary: "Log in",
    description:
      "The access token is the result, the refresh token is in `meta`. A browser logging in with the right password gets the `etalage_device` cookie. Failed logins lock out an address after five, and the account after twenty an hour.",
    tag: "Customer",
    caller: "anyone",
    query: userQuery,
    body: loginBody,
    bodyExample: { username: "anna@example.nl", password: "Zomer-jurk-2026" },
    answers: {
      200: { description: "Logged in", ...tokens },
      401: refusal(
        401,
        "Wrong e-mail address or password",
        "You did not sign in correctly or your account is temporarily disabled.",
      ),
      429: lockedOut("Too many failed logins from this address or for this account"),
    },
  },
  "POST /api/user/refresh": {
    summary: "Renew the access token",
    description: "Both tokens are rotated; an old refresh token used again ends that login.",
    tag: "Customer",
    caller: "anyone",
    query: userQuery,
    body: refreshBody,
    bodyExample: { refreshToken: "z9Y8x7W6v5U4t3S2r1Q0p9O8n7M6l5K4j3I2h1G0f9E" },
    answers: { 200: { description: "New tokens", ...tokens }, 401: notAuthorized },
  },
  "POST /api/user/logout": {
    summary: "Log out",
    description:
      "Ends the login of the token, or of the body's refresh token when the access token is gone.",
    tag: "Customer",
    caller: "guest-or-customer",
    query: userQuery,
    body: logoutBody,
    bodyExample: { refreshToken: "z9Y8x7W6v5U4t3S2r1Q0p9O8n7M6l5K4j3I2h1G0f9E" },
    answers: { 200: ok(bool, true), 401: notAuthorized },
  },
  "GET /api/user/me": {
    summary: "The caller's profile",
    ...account,
    answers: { 200: ok(customerSchema, ownProfileExample) },
  },
  "POST /api/user/me": {
    summary: "Change the caller's profile",
    description:
      "Names, e-mail address and up to two addresses. A new e-mail address needs the current `password`; the answer is the same whether or not another account has it.",
    ...account,
    body: profileBody,
    bodyExample: {
      customer: { email: "anna@example.nl", firstname: "Anna", lastname: "de Vries" },
    },
    answers: {
      200: ok(customerSchema, ownProfileExample),
      400: invalidInput(USER_MESSAGES.nameTooShort),
      403: refusal(403, "The current password is wrong", USER_MESSAGES.wrongCurrentPassword),
      429: lockedOut("Too many wrong passwords"),
    },
  },
  "POST /api/user/change-password": {
    summary: "Change the password",
    description:
      "Refusals answer `{errorMessage, code}` as the legacy call did, with a 4xx status.",
    ...account,
    body: changePasswordBody,
    bodyExample: { currentPassword: "Zomer-jurk-2026", newPassword: "Winter-jas-2026" },
    answers: {
      200: ok(bool, true),
      400: refusedEither(400, "The new password breaks a rule", USER_MESSAGES.passwordTooShort),
      403: refusedPassword(
        403,
        "The current password is wrong",
        USER_MESSAGES.wrongCurrentPassword,
      ),
      429: {
        ...refusedEither(
          429,
          "Too many wrong passwords",
          "Too many failed attempts: try again in 15 minutes",
        ),
        headers: { "retry-after": { type: "integer", description: "Seconds to wait" } },
      },
    },
  },
  "POST /api/user/reset-password": {
    summary: "Mail a link to set a new password",
    description: "The same answer for every address, known or not.",
    tag: "Customer",
    caller: "anyone",
    query: userQuery,
    body: resetPasswordBody,
    bodyExample: { email: "anna@example.nl" },
    answers: { 200: ok(bool, true), 400: invalidInput(USER_MESSAGES.invalidEmail) },
  },
  "POST /api/user/create-password": {
    summary: "Set a new password with the mailed token",
    tag: "Customer",
    caller: "anyone",
    query: userQuery,
    body: createPasswordBody,
    bodyExample: {
      email: "anna@example.nl",
      resetToken: "r3S3tT0k3n",
      newPassword: "Winter-jas-2026",
    },
    answers: {
      200: ok(bool, true),
      400: invalidInput(USER_MESSAGES.resetTokenInvalid),
    },
  },
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
            profile: {
              id: 12,
              email: "anna@example.nl",
              firstname: "Anna",
              lastname: "de Vries",
              store_code: "nl",
            },
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
      200: ok(returnView, returnExample, "The return, with its number"),
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
      200: ok(list(returnView), [returnExample]),
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
