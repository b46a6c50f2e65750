import { ApiRefusal } from "./api-call";
import { tokenRenewal } from "./token-renewal";

/**
 * The buyer's proof that goes with a download link: the customer's token for a customer's order,
 * the order token for a guest's (GET /api/ext/downloads/{key}).
 */
export interface DownloadProof {
  token?: string;
  orderToken?: string;
}

/** The link with its proof in the query, as the API reads it. */
export function downloadHref(url: string, proof: DownloadProof): string {
  const query = new URLSearchParams();
  if (proof.token) query.set("token", proof.token);
  if (proof.orderToken) query.set("orderToken", proof.orderToken);
  const text = query.toString();
  return text === "" ? url : `${url}?${text}`;
}

async function refusalOf(res: Response): Promise<ApiRefusal> {
  const envelope = (await res.json().catch(() => null)) as { result?: unknown } | null;
  const message = typeof envelope?.result === "string" ? envelope.result : res.statusText;
  return new ApiRefusal(res.status, message);
}

async function fetchFile(url: string, proof: DownloadProof): Promise<Response> {
  try {
    return await fetch(downloadHref(url, proof));
  } catch (error) {
    throw new ApiRefusal(0, error instanceof Error ? error.message : String(error));
  }
}

/**
 * Fetches a download and hands it to the browser as a saved file. An access token that expired
 * meanwhile is renewed once through the shop's one token refresh, as every call does.
 */
export async function saveDownload(
  url: string,
  proof: DownloadProof,
  fileName: string,
): Promise<void> {
  let res = await fetchFile(url, proof);
  const renewal = tokenRenewal();
  if (res.status === 401 && proof.token && renewal) {
    const fresh = await renewal.renew(proof.token);
    // Logged out meanwhile: a guest's order still opens with its order token alone.
    if (fresh !== null) res = await fetchFile(url, { ...proof, token: fresh });
    else if (proof.orderToken) res = await fetchFile(url, { orderToken: proof.orderToken });
  }
  if (!res.ok) throw await refusalOf(res);
  const file = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = file;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(file), 60_000);
}
