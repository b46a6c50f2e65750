import type { ApiFetch } from "@etalage/contracts";
import type { NewsletterLink } from "./newsletter-link-page";

const PATH = "/api/ext/mailchimp-subscribe";

/** What following a mailed link came to, as the page shows it. */
export type LinkOutcome = "done" | "failed" | "missing";

/**
 * The page's form posted without scripts: the server follows the link's token as the browser
 * would (confirm subscribes and mails the welcome code; unsubscribe ends the subscription).
 */
export async function followOnServer(
  api: ApiFetch,
  link: NewsletterLink,
  token: string,
): Promise<LinkOutcome> {
  if (token === "") return "missing";
  const json = { "content-type": "application/json" };
  const res =
    link === "confirm"
      ? await api(`${PATH}/confirm`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ token }),
        })
      : await api(`${PATH}/unsubscribe?token=${encodeURIComponent(token)}`, {
          method: "POST",
          headers: json,
          body: "{}",
        });
  if (res.ok) return "done";
  if (res.status >= 500) throw new Error(`The newsletter ${link} call failed: ${res.status}`);
  return "failed";
}

/** The token of the posted form, else of the page's address. */
export async function postedToken(request: Request): Promise<string> {
  const form = await request.formData().catch(() => null);
  const posted = form?.get("token");
  if (typeof posted === "string" && posted.trim() !== "") return posted.trim().slice(0, 512);
  return (new URL(request.url).searchParams.get("token") ?? "").trim().slice(0, 512);
}
