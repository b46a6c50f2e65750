import { confirmBody, ownPasswordBody } from "../../routes/admin/totp-routes";
import { type Operation, ok, refusal } from "../answers";
import { obj, str } from "../schema-words";

/** The member's own profile: two-step login on and off, and her password. */
export const adminProfileOperations: Record<string, Operation> = {
  "POST /api/admin/me/totp": {
    summary: "Begin two-step login",
    description: "A new secret for the member's authenticator app, to confirm with a code.",
    tag: "Session",
    caller: "staff",
    answers: {
      200: ok(obj({ secret: str, otpauth: str }), {
        secret: "JBSWY3DPEHPK3PXP",
        otpauth: "otpauth://totp/Etalage:owner%40etalage.nl?secret=JBSWY3DPEHPK3PXP&issuer=Etalage",
      }),
      409: refusal(409, "Two-step login is on already", "Two-step login is on already"),
    },
  },
  "POST /api/admin/me/totp/confirm": {
    summary: "Turn two-step login on with a code",
    tag: "Session",
    caller: "staff",
    body: confirmBody,
    bodyExample: { code: "123456" },
    answers: {
      200: ok(obj({ totp: { const: true } }), { totp: true }),
      400: refusal(400, "The code is wrong", "The code of your authenticator app is not right"),
      409: refusal(
        409,
        "Two-step login is on already, or no secret was asked first",
        "Ask for a secret first: POST /api/admin/me/totp",
      ),
    },
  },
  "POST /api/admin/me/totp/off": {
    summary: "Turn two-step login off with a code",
    description: "Refused while the shop requires two-step login (ADMIN_REQUIRE_TOTP=on).",
    tag: "Session",
    caller: "staff",
    body: confirmBody,
    bodyExample: { code: "123456" },
    answers: {
      200: ok(obj({ totp: { const: false } }), { totp: false }),
      400: refusal(400, "The code is wrong", "The code of your authenticator app is not right"),
      409: refusal(
        409,
        "Two-step login is off already, or the shop requires it",
        "Two-step login is required in this shop: it stays on",
      ),
    },
  },
  "POST /api/admin/me/password": {
    summary: "Change her own password",
    description: "Needs the current password; her other sessions end, this one goes on.",
    tag: "Session",
    caller: "staff",
    body: ownPasswordBody,
    bodyExample: { currentPassword: "Winkel2026!", newPassword: "Paspop-2027!" },
    answers: {
      200: ok(obj({ changed: { const: true } }), { changed: true }),
      400: refusal(
        400,
        "The current password is wrong, or the new one is too weak",
        "Your current password is not right",
      ),
    },
  },
};
