import { RECORD_ID_MAX, USER_MESSAGES } from "@etalage/contracts";
import { required as filled, profileName, zipCode } from "@etalage/contracts/shop-forms";
import { shopEmail, shopField } from "@etalage/contracts/shop-forms/schemas";
import { z } from "zod";

/** "Field is required" when a field is missing; a wrong type keeps zod's own message. */
const required = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? USER_MESSAGES.fieldRequired : undefined,
};
const text = z.string().trim().max(255);
/** Names, e-mail, city and postcode by the storefront's own rules (`@etalage/contracts/shop-forms`). */
const name = shopField(profileName);
const email = shopEmail;
/** argon2 takes any length; a cap keeps a megabyte "password" from costing the shop. */
const password = z.string(required).max(256, "Password must have at most 256 characters");
/** Tokens we hand out are 43 characters; longer ones are refused before any look-up. */
const token = z.string(required).max(512);

/** A customer address (docs/specification/api-shapes.md §5); unknown address fields are dropped. */
export const addressBody = z.object({
  id: z.number().int().positive().max(RECORD_ID_MAX, `must be at most ${RECORD_ID_MAX}`).optional(),
  customer_id: z.number().int().optional(),
  firstname: name,
  lastname: name,
  street: z.array(text.min(1, USER_MESSAGES.fieldRequired), required).min(1).max(4),
  city: shopField(filled),
  postcode: shopField(zipCode, 16),
  country_id: z
    .string(required)
    .trim()
    .regex(/^[A-Za-z]{2}$/, "must be a two-letter country code")
    .transform((code) => code.toUpperCase()),
  region: z
    .object({
      region: text.nullish(),
      region_id: z.number().int().nullish(),
      region_code: text.nullish(),
    })
    .nullish(),
  telephone: text.nullish(),
  company: text.nullish(),
  vat_id: text.nullish(),
  default_billing: z.boolean().optional(),
  default_shipping: z.boolean().optional(),
});

const addresses = z.array(addressBody).max(2, "A customer has at most 2 addresses");

/** `POST /api/user/create`. */
export const createBody = z.strictObject({
  customer: z.object({ email, firstname: name, lastname: name, addresses: addresses.optional() }),
  password,
});

/** `POST /api/user/login`: the address is not checked, so a wrong one is the usual 401. */
export const loginBody = z.strictObject({
  username: z.string(required).max(254),
  password,
});

export const refreshBody = z.strictObject({ refreshToken: token });

export const logoutBody = z.strictObject({ refreshToken: token.optional() }).optional();

/**
 * `POST /api/user/me`: only names, e-mail and addresses change. What `GET /me` answers may be
 * sent back as it is (its read-only fields are ignored); any other key is refused. A new e-mail
 * address needs the current `password` beside the customer.
 */
export const profileBody = z.strictObject({
  customer: z.strictObject({
    email,
    firstname: name,
    lastname: name,
    addresses: addresses.optional(),
    custom_attributes: z.array(z.unknown()).max(5).optional(),
    id: z.number().int().optional(),
    group_id: z.number().int().optional(),
    website_id: z.number().int().optional(),
    store_id: z.number().int().optional(),
    created_at: z.string().max(64).optional(),
    updated_at: z.string().max(64).optional(),
    created_in: z.string().max(255).optional(),
    default_billing: z.string().max(32).optional(),
    default_shipping: z.string().max(32).optional(),
    disable_auto_group_change: z.number().int().optional(),
    extension_attributes: z.record(z.string(), z.unknown()).optional(),
    groupToken: z.string().max(512).optional(),
    /** Read-only: given back as GET /me answered it, never changed. */
    loyalty_card: z.string().max(32).optional(),
  }),
  /** The current password: needed to change the e-mail address. */
  password: z.string().max(256, "Password must have at most 256 characters").optional(),
});

export const changePasswordBody = z.strictObject({
  currentPassword: password,
  newPassword: password,
});

export const resetPasswordBody = z.strictObject({ email });

export const createPasswordBody = z.strictObject({
  email,
  newPassword: password,
  resetToken: token,
});

/** `order-history`: docs/specification/constants.md pages of 20, from page 1. */
export const orderHistoryQuery = z.object({
  // Any length: a token we never handed out is a 401 like any other unknown one.
  token: z.string().optional(),
  storeCode: z.string().max(16).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
});
