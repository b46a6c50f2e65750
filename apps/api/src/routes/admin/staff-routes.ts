import {
  createStaffMember,
  disableStaffMember,
  listStaffMembers,
  resetStaffPassword,
  STAFF_ROLES,
} from "@etalage/commerce";
import type { StaffRole } from "@etalage/db";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { answering, ok } from "./admin-answers";

const password = z
  .string({ error: "password is required" })
  .min(1, "password is required")
  .max(256, "password is at most 256 characters");

const newMemberBody = z.strictObject({
  email: z.string({ error: "email is required" }).trim().min(1, "email is required").max(254),
  name: z.string({ error: "name is required" }).trim().min(1, "name is required").max(100),
  role: z.enum(STAFF_ROLES as [StaffRole, ...StaffRole[]], "The role is owner or staff"),
  password,
});

const passwordBody = z.strictObject({ password });

const memberParams = z.object({
  id: z.string().regex(/^[1-9]\d{0,9}$/, "must be a staff member's id such as 2"),
});

const manage = { admin: { permission: "staff.manage" } } as const;

/**
 * The owner's staff, as `npm run staff` manages them: `GET /api/admin/staff`, `POST
 * /api/admin/staff` (a new member with her first password), `POST …/{id}/disable` (her sessions
 * end at once) and `POST …/{id}/password` (a new password; her sessions end too).
 */
export function staffRoutes(scope: FastifyInstance, shop: Shop): void {
  const { db } = shop.database;

  scope.get("/api/admin/staff", { config: manage }, async () =>
    ok({ items: await listStaffMembers(db) }),
  );

  scope.post("/api/admin/staff", { config: manage }, async (request, reply) => {
    const member = validate(newMemberBody, request.body, "staff member");
    return ok(
      await answering(reply, () => createStaffMember(db, member, new Date(), staffOf(request))),
    );
  });

  scope.post("/api/admin/staff/:id/disable", { config: manage }, async (request, reply) => {
    const { id } = validate(memberParams, request.params, "staff member id");
    return ok(
      await answering(reply, () =>
        disableStaffMember(db, Number(id), new Date(), staffOf(request)),
      ),
    );
  });

  scope.post("/api/admin/staff/:id/password", { config: manage }, async (request, reply) => {
    const { id } = validate(memberParams, request.params, "staff member id");
    const body = validate(passwordBody, request.body, "new password");
    return ok(
      await answering(reply, () =>
        resetStaffPassword(db, Number(id), body.password, new Date(), staffOf(request)),
      ),
    );
  });
}

/** The input schemas, for the API document. */
export { memberParams, newMemberBody, passwordBody as memberPasswordBody };
