import type { StoreCode } from "@etalage/contracts";
import { ApiRefusal, callApi } from "../../../lib/api/api-call";
import { sessionStorageOf } from "../session/session-storage";

/** The stored token and the store view, as every account call sends them. */
function accountQuery(store: StoreCode): URLSearchParams {
  const token = sessionStorageOf(window.localStorage).read().token;
  if (token === null) throw new ApiRefusal(401, "not authorized");
  return new URLSearchParams({ token, storeCode: store });
}

/** `GET /api/user/export`: everything the shop holds about the logged-in customer. */
export const exportMyData = (store: StoreCode): Promise<unknown> =>
  callApi<unknown>(`/api/user/export?${accountQuery(store)}`, { cache: "no-cache" });

/** `POST /api/user/delete`: deletes the logged-in customer's account after her password. */
export const deleteMyAccount = (store: StoreCode, password: string): Promise<boolean> =>
  callApi<boolean>(`/api/user/delete?${accountQuery(store)}`, {
    method: "POST",
    body: { password },
  });

/** Hands the data to the browser as a file download, without the token ever being in a link. */
export function saveAsJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the object URL is only needed for the click.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
