import { USER_MESSAGES } from "@etalage/contracts";
import {
  changePasswordBody,
  createBody,
  createPasswordBody,
  loginBody,
  logoutBody,
  profileBody,
  refreshBody,
  resetPasswordBody,
} from "../../routes/user/user-bodies";
import { userQuery } from "../../routes/user/user-caller";
import { type Answer, type Operation, ok, refusal } from "../answers";
import { bool, int, list, obj, str } from "../schema-words";
import { annaAddressExample } from "./example-customer";

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
      ...annaAddressExample,
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

export const invalidInput = (message: string) =>
  refusal(400, "A field breaks a form rule, or a parameter is not valid", message);
export const notAuthorized = refusal(
  401,
  "No token, or one that is unknown, expired or ended",
  USER_MESSAGES.notAuthorized,
);
export const lockedOut = (description: string): Answer => ({
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

export const account = { tag: "Customer", caller: "customer" as const, query: userQuery };

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
};
