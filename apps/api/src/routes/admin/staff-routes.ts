import {
  createStaffMember,
  disableStaffMember,
  listStaffMembers,
  resetStaffPassword,
} from "@etalage/commerce";
import { memberPasswordBody, newMemberBody } from "@etalage/contracts/back-office-forms";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { recordIdParam } from "../../http/record-id";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { answering, ok } from "./admin-answers";

const memberParams = z.object({
  id: recordIdParam("must be a staff member's id such as 2"),
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
      await answering(reply, () => disableStaffMember(db, id, new Date(), staffOf(request))),
    );
  });

  scope.post("/api/admin/staff/:id/password", { config: manage }, async (request, reply) => {
    const { id } = validate(memberParams, request.params, "staff member id");
    const body = validate(memberPasswordBody, request.body, "new password");
    return ok(
      await answering(reply, () =>
        resetStaffPassword(db, id, body.password, new Date(), staffOf(request)),
      ),
    );
  });
}

/** The input schemas (the bodies shared with the back office's forms), for the API document. */
export { memberParams, memberPasswordBody, newMemberBody };
