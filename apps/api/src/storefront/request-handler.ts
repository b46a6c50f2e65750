import { fileURLToPath } from "node:url";
import type { createRequestHandler, ServerBuild } from "react-router";

export type RequestHandler = ReturnType<typeof createRequestHandler>;

/**
 * React Router's request handler for the storefront's server build (a file URL), loaded by the
 * thread that renders with it. The build brings its own React Router, bundled in its production
 * build (record 010).
 */
export async function loadRequestHandler(serverEntry: string): Promise<RequestHandler> {
  const build = (await import(serverEntry)) as ServerBuild;
  const entry = build.entry.module as { createRequestHandler?: typeof createRequestHandler };
  if (entry.createRequestHandler === undefined)
    throw new Error(
      `The storefront build is out of date (${fileURLToPath(serverEntry)}): run npm run build`,
    );
  return entry.createRequestHandler(build, process.env.NODE_ENV ?? "production");
}
