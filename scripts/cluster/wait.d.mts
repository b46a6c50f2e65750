/** What the TypeScript tests use of wait.mjs. */
export function freePort(): Promise<number>;
