import {
  acceptPasswordReset,
  CustomerError,
  changePassword,
  createPassword,
  sendPasswordReset,
} from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import type { Shop } from "../../shop";
import { answering, ok } from "./user-answers";
import { changePasswordBody, createPasswordBody, resetPasswordBody } from "./user-bodies";
import { callerOf, readUserQuery } from "./user-caller";
import { customerContextOf } from "./user-context";
import { validateUserInput } from "./user-input";

/** `change-password`, `reset-password` (mail a link) and `create-password` (use the link). */
export function passwordRoutes(scope: FastifyInstance, shop: Shop): void {
  // The legacy call answers refusals as `{errorMessage, code}` (docs/specification/api-shapes.md §1), which the
  // storefront shows; the shop keeps that result but with a 4xx status, as they are the
  // shopper's to fix.
  scope.post("/api/user/change-password", async (request, reply) => {
    const query = readUserQuery(request);
    const caller = await callerOf(shop, request, query.token);
    const ctx = customerContextOf(shop, request, query.store);
    try {
      const body = validateUserInput(changePasswordBody, request.body, "password change");
      return ok(await changePassword(ctx, caller, body.currentPassword, body.newPassword));
    } catch (error) {
      const status = statusOfRefusal(error);
      if (status === null) throw error;
      if (error instanceof CustomerError && error.retryAfterSeconds !== undefined)
        reply.header("retry-after", String(error.retryAfterSeconds));
      const errorMessage = (error as Error).message;
      return reply.status(status).send({ code: status, result: { errorMessage, code: status } });
    }
  });

  // Same answer, same time, for every address: the token and its mail are made after replying.
  scope.post("/api/user/reset-password", async (request, reply) => {
    const { store } = readUserQuery(request);
    const body = validateUserInput(resetPasswordBody, request.body, "reset request");
    const ctx = customerContextOf(shop, request, store);
    const account = await answering(reply, () => acceptPasswordReset(ctx, body.email));
    setImmediate(() => {
      sendPasswordReset(ctx, account).catch((err: unknown) =>
        request.log.error({ err }, "password reset mail failed"),
      );
    });
    return ok(true);
  });

  scope.post("/api/user/create-password", async (request, reply) => {
    const { store } = readUserQuery(request);
    const body = validateUserInput(createPasswordBody, request.body, "new password");
    const ctx = customerContextOf(shop, request, store);
    return ok(
      await answering(reply, () =>
        createPassword(ctx, body.email, body.resetToken, body.newPassword),
      ),
    );
  });
}

const REFUSAL_STATUS = { invalid: 400, forbidden: 403, "too-many": 429 } as const;

/** The 4xx of a refusal; null for a 401 (answered as every call does) or our own fault. */
function statusOfRefusal(error: unknown): number | null {
  if (error instanceof CustomerError)
    return error.kind === "not-authorized" ? null : REFUSAL_STATUS[error.kind];
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500 && status !== 401
    ? status
    : null;
}
