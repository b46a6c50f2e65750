import type { FastifyReply, FastifyRequest } from "fastify";

/** The back office's session cookie: the token of one login, never readable by scripts. */
export const ADMIN_COOKIE = "etalage_admin";

/** The session token of the request's cookie, or "" without one. */
export function adminCookieOf(request: FastifyRequest): string {
  const header = request.headers.cookie;
  if (!header) return "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === ADMIN_COOKIE) return value.join("=");
  }
  return "";
}

const attributes = (publicUrl: string | undefined) =>
  `HttpOnly; SameSite=Strict; Path=/${publicUrl?.startsWith("https:") ? "; Secure" : ""}`;

/** A browser-session cookie: the server ends the session itself after 8 hours without a call. */
export function setAdminCookie(reply: FastifyReply, token: string, publicUrl: string | undefined) {
  reply.header("set-cookie", `${ADMIN_COOKIE}=${token}; ${attributes(publicUrl)}`);
}

export function clearAdminCookie(reply: FastifyReply, publicUrl: string | undefined) {
  reply.header("set-cookie", `${ADMIN_COOKIE}=; Max-Age=0; ${attributes(publicUrl)}`);
}
