/** A reply in the API's JSON envelope. */
export function envelope(code: number, result: unknown, meta?: unknown): Response {
  return new Response(JSON.stringify({ code, result, ...(meta === undefined ? {} : { meta }) }), {
    status: code,
    headers: { "content-type": "application/json" },
  });
}
