/**
 * The back office's one way to the server: `/api/admin/*` only, with the session cookie (sent by
 * the browser, never readable here) and the session's CSRF token on every call that changes
 * something. A refusal arrives as the shop's envelope `{ code, result }`: its `result` is the
 * message shown to the staff member.
 */

/** A refusal of the API: its HTTP status and its own message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let csrfToken = "";

/** The token of the current session (from the login or `GET /api/admin/me`). */
export function keepCsrfToken(token: string): void {
  csrfToken = token;
}

const PREFIX = "/api/admin/";

/** A body sent as it is (a CSV file), not as JSON. */
interface RawBody {
  type: string;
  text: string;
}

/**
 * Sends one call to the back office's API with the member's language and, for a change, the
 * CSRF token. A network failure is an ApiError with status 0.
 */
async function send(method: string, path: string, accept: string, body?: unknown, raw?: RawBody) {
  if (!path.startsWith(PREFIX)) throw new Error(`The back office only calls ${PREFIX}*`);
  // The API's messages in the language the member reads the back office in.
  const headers: Record<string, string> = {
    accept,
    "accept-language": document.documentElement.lang === "en" ? "en" : "nl",
  };
  if (raw) headers["content-type"] = raw.type;
  else if (body !== undefined && !(body instanceof FormData))
    headers["content-type"] = "application/json";
  if (method !== "GET") headers["x-csrf-token"] = csrfToken;
  try {
    return await fetch(path, {
      method,
      headers,
      body: raw
        ? raw.text
        : body === undefined || body instanceof FormData
          ? (body as FormData | undefined)
          : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new ApiError(0, "");
  }
}

/** An answer that is not the one asked for, with the API's message from its envelope. */
async function refusalOf(res: Response): Promise<ApiError> {
  const envelope = (await res.json().catch(() => null)) as { result?: unknown } | null;
  return new ApiError(res.status, typeof envelope?.result === "string" ? envelope.result : "");
}

/** The `{code, result}` envelope's result; a refusal throws its ApiError. */
async function resultOf<T>(res: Response): Promise<T> {
  if (!res.ok) throw await refusalOf(res);
  const envelope = (await res.json().catch(() => null)) as { result?: unknown } | null;
  return envelope?.result as T;
}

async function call<T>(method: string, path: string, body?: unknown, raw?: RawBody): Promise<T> {
  return resultOf<T>(await send(method, path, "application/json", body, raw));
}

/**
 * A POST of a form whose answer comes as lines of JSON while the server works
 * (`application/x-ndjson`): each line is handed to `onLine` as it arrives. A refusal before the
 * lines begin arrives as the usual envelope and throws its ApiError.
 */
async function streamLines(path: string, form: FormData, onLine: (line: unknown) => void) {
  const res = await send("POST", path, "application/x-ndjson", form);
  if (!res.ok || !res.body || !res.headers.get("content-type")?.includes("ndjson"))
    throw await refusalOf(res);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const lines = (rest + value).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) onLine(JSON.parse(line));
    }
  } catch {
    // The connection broke off mid-answer: the server may still finish the work.
    throw new ApiError(0, "");
  }
  if (rest.trim()) onLine(JSON.parse(rest));
}

export const api = {
  get: <T>(path: string) => call<T>("GET", path),
  post: <T>(path: string, body: unknown = {}) => call<T>("POST", path, body),
  patch: <T>(path: string, body: unknown) => call<T>("PATCH", path, body),
  put: <T>(path: string, body: unknown) => call<T>("PUT", path, body),
  delete: <T>(path: string) => call<T>("DELETE", path),
  /** A POST of a form with a file (multipart/form-data). */
  upload: <T>(path: string, form: FormData) => call<T>("POST", path, form),
  /** A POST of a form answered line by line (NDJSON) while the server works. */
  uploadStreamed: streamLines,
  /** A POST whose body is a file's text with its own type, e.g. `text/csv`. */
  postText: <T>(path: string, type: string, text: string) =>
    call<T>("POST", path, undefined, { type, text }),
};
