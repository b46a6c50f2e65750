import { describe, expect, it } from "vitest";
import { backOfficeShopForTests } from "./back-office-shop";
import { customerAddress, registeredCustomer, userApi } from "./user-test-shop";

const ctx = backOfficeShopForTests({ members: ["owner"] });
const SKU = "TAS-1001";
/** One past the largest id a record can have: PostgreSQL refused it in the query, as a 500. */
const PAST_LARGEST = 2 ** 32;

describe("an id past the largest a record can have", () => {
  it("is refused with a 400 and a message on every back-office route that takes a record id", async () => {
    const en = { "accept-language": "en" };
    for (const [method, path, body, message] of [
      [
        "POST",
        `/api/admin/reviews/${PAST_LARGEST}/reject`,
        undefined,
        "Invalid review id id: must be a review id such as 12",
      ],
      [
        "GET",
        `/api/admin/customers/${PAST_LARGEST}`,
        undefined,
        "Invalid customer id id: must be a customer id such as 12",
      ],
      [
        "POST",
        `/api/admin/staff/${PAST_LARGEST}/disable`,
        undefined,
        "Invalid staff member id id: must be a staff member's id such as 2",
      ],
      [
        "PATCH",
        `/api/admin/categories/${PAST_LARGEST}`,
        { is_active: false },
        "id: must be a category's number",
      ],
      [
        "PATCH",
        "/api/admin/categories/7",
        { parent_id: PAST_LARGEST },
        "parent_id: must be a category's number",
      ],
      [
        "GET",
        `/api/admin/products?category=${PAST_LARGEST}`,
        undefined,
        "category: must be a category's number",
      ],
      [
        "PATCH",
        `/api/admin/products/${SKU}/images/${PAST_LARGEST}`,
        { alt: { nl: "x", en: "x" } },
        "id: has a value that is not valid",
      ],
      [
        "DELETE",
        `/api/admin/products/${SKU}/images/${PAST_LARGEST}`,
        undefined,
        "id: has a value that is not valid",
      ],
      [
        "PUT",
        `/api/admin/products/${SKU}/images/order`,
        { ids: [PAST_LARGEST] },
        "ids.0: has a value that is not valid",
      ],
    ] as const) {
      const reply = await ctx.api.call(method, path, { session: ctx.owner, body, headers: en });
      expect(reply.status, path).toBe(400);
      expect(reply.body.result, path).toBe(message);
    }
  });

  it("is refused with a 400 and a message as a customer's address id, and her addresses stay", async () => {
    const api = userApi(ctx.shop);
    const me = await registeredCustomer(api, { addresses: [customerAddress()] });
    const profile = (await api.me(me.token)).body.result;
    const reply = await api.updateMe(me.token, {
      ...profile,
      addresses: [{ ...profile.addresses[0], id: PAST_LARGEST }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.result).toBe(
      "Invalid customer customer.addresses.0.id: must be at most 2147483647",
    );
    expect((await api.me(me.token)).body.result.addresses).toEqual(profile.addresses);
  });
});
