import { useQuery } from "@tanstack/react-query";
import { api, keepCsrfToken } from "./api-client";

/** The staff member of this browser's session, as `GET /api/admin/me` says. */
export interface Me {
  name: string;
  email: string;
  role: "owner" | "staff";
  /** Two-step login is on for her. */
  totp: boolean;
  /** She must turn two-step login on before anything else (ADMIN_REQUIRE_TOTP=on). */
  totpSetupRequired: boolean;
  csrfToken: string;
}

export const ME_KEY = ["me"] as const;

/** The session: loaded once, kept while the app is open; a 401 means nobody is logged in. */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      const me = await api.get<Me>("/api/admin/me");
      keepCsrfToken(me.csrfToken);
      return me;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Whether the member may pay money back (commerce's PERMISSIONS: the owner alone). */
export const mayRefund = (me: Me | undefined) => me?.role === "owner";
