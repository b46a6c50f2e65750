import type { Customer, OrderHistory, StoreCode } from "@etalage/contracts";
import { callApi, callApiWithMeta } from "../../../lib/api/api-call";
import type { EditedAddress } from "../rules/address-book";
import type { RenewedTokens } from "./token-refresh";

/** docs/specification/constants.md: order history pages of 20, from page 1. */
export const ORDER_HISTORY_PAGE_SIZE = 20;

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  /** Addresses kept with the new account (the checkout's shipping address). */
  addresses?: EditedAddress[];
}

/** What `POST /api/user/me` changes; a new address has no id yet. */
export type ProfileChange = Pick<Customer, "email" | "firstname" | "lastname"> & {
  addresses: EditedAddress[];
};

/** The user calls of docs/specification/api-calls.md; the token goes as `token=`, the store view as `storeCode=`. */
export function userApi(storeCode: () => StoreCode) {
  const query = (params: Record<string, string | number> = {}) =>
    `?${new URLSearchParams({ ...params, storeCode: storeCode() } as Record<string, string>)}`;
  const post = (body: unknown) => ({ method: "POST" as const, body });
  async function tokens(path: string, body: unknown): Promise<RenewedTokens> {
    const reply = await callApiWithMeta<string, { refreshToken?: string }>(path, post(body));
    return { token: reply.result, refreshToken: reply.meta?.refreshToken ?? "" };
  }
  return {
    login: (username: string, password: string) =>
      tokens(`/api/user/login${query()}`, { username, password }),
    refresh: (refreshToken: string) => tokens(`/api/user/refresh${query()}`, { refreshToken }),
    create: (customer: NewCustomer, password: string) =>
      callApi<Customer>(`/api/user/create${query()}`, post({ customer, password })),
    logout: (token: string, refreshToken: string | null) =>
      callApi<boolean>(`/api/user/logout${query({ token })}`, {
        ...post(refreshToken ? { refreshToken } : {}),
        renew: false,
      }),
    me: (token: string) => callApi<Customer>(`/api/user/me${query({ token })}`),
    /** A new e-mail address goes with the current password, which the shop asks for it. */
    updateMe: (token: string, customer: ProfileChange, password?: string) =>
      callApi<Customer>(
        `/api/user/me${query({ token })}`,
        post(password === undefined ? { customer } : { customer, password }),
      ),
    changePassword: (token: string, currentPassword: string, newPassword: string) =>
      callApi<boolean>(
        `/api/user/change-password${query({ token })}`,
        post({ currentPassword, newPassword }),
      ),
    resetPassword: (email: string) =>
      callApi<boolean>(`/api/user/reset-password${query()}`, post({ email })),
    createPassword: (email: string, newPassword: string, resetToken: string) =>
      callApi<boolean>(
        `/api/user/create-password${query()}`,
        post({ email, newPassword, resetToken }),
      ),
    orderHistory: (token: string, currentPage = 1, pageSize = ORDER_HISTORY_PAGE_SIZE) =>
      callApi<OrderHistory>(`/api/user/order-history${query({ token, pageSize, currentPage })}`),
  };
}

export type UserApi = ReturnType<typeof userApi>;
