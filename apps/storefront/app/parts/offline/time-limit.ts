/** A local-cache operation that took longer than its limit (docs/specification/constants.md). */
export class CacheTimeout extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = "CacheTimeout";
  }
}

/** The operation's result, or a CacheTimeout once `ms` have passed. */
export function withinMs<T>(what: string, ms: number, operation: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CacheTimeout(what, ms)), ms);
  });
  return Promise.race([operation, late]).finally(() => clearTimeout(timer));
}
