import { CreatePasswordPage } from "../features/account/pages/create-password-page";
import type { TextsHandle } from "../i18n/text-preloads";
import { unlistedPageTitled } from "../lib/seo";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/reset-password";
import "../i18n/account-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["account"] } satisfies TextsHandle;

/** `/reset-password?email&token`: where the reset mail leads, to set a new password. */
export const meta: Route.MetaFunction = unlistedPageTitled("account.createPassword.title");

export default function ResetPasswordRoute() {
  return <CreatePasswordPage />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
