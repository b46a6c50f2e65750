import type { RenderedPage } from "./rendered-page";

export interface PageCacheOptions {
  /** How long a rendered page is handed out again; a category's product list is shared as long. */
  ttlMs: number;
  /** Bodies kept at most; the least recently asked page goes first. */
  maxBytes: number;
  /** Changes with the catalogue (stock after an order, a rebuild): pages of an older one are stale. */
  revision: () => number;
  now?: () => number;
}

interface Entry {
  expires: number;
  revision: number;
  page: Promise<RenderedPage>;
  bytes: number;
  /** The page once rendered and kept. */
  kept?: RenderedPage;
  /** Its seconds are over and its next render is under way (see `serve`). */
  renewing?: boolean;
}

export interface ServedPage {
  page: RenderedPage;
  /** Rendered for an earlier request (or for one still waiting on the same render). */
  shared: boolean;
  /** Stays for the shoppers of the next seconds: worth compressing well, once for all. */
  kept?: boolean;
}

/**
 * Rendered storefront pages by URL for a few seconds. Shoppers asking for the same page at the
 * same time wait for one render instead of starting ten; a page that may not be shared (an
 * error, a redirect, a cookie) is rendered anew for each request. When a kept page's seconds
 * are over and the catalogue has not changed since, its next render runs in the background and
 * the kept page is handed out until it is done (at most one time to live more): no shopper waits
 * for a popular page to be rendered again. A changed catalogue is never waited out this way.
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #options: PageCacheOptions;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: PageCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The page kept for `key`, when there is one that may be handed out without waiting: fresh, or
   * being renewed (`serve` starts that).
   */
  peek(key: string): RenderedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry?.kept) return undefined;
    if (!this.#fresh(entry) && !(entry.renewing && this.#renewable(entry))) return undefined;
    this.#touch(key, entry);
    return entry.kept;
  }

  async serve(key: string, render: () => Promise<RenderedPage>): Promise<ServedPage> {
    const entry = this.#entries.get(key);
    if (entry?.kept && !this.#fresh(entry) && this.#renewable(entry)) {
      if (!entry.renewing) this.#renew(key, entry, render);
      this.#touch(key, entry);
      return { page: entry.kept, shared: true, kept: true };
    }
    if (entry && this.#fresh(entry)) {
      this.#touch(key, entry);
      const page = await entry.page.catch(() => null);
      if (page?.shareable) return { page, shared: true, kept: true };
      return { page: await render(), shared: false, kept: false };
    }
    if (entry) this.#forget(key, entry);

    const rendering: Entry = {
      expires: this.#now() + this.#options.ttlMs,
      revision: this.#options.revision(),
      page: render(),
      bytes: 0,
    };
    this.#entries.set(key, rendering);
    try {
      const page = await rendering.page;
      if (this.#entries.get(key) !== rendering) return { page, shared: false, kept: false };
      if (!page.shareable) {
        this.#forget(key, rendering);
        return { page, shared: false, kept: false };
      }
      this.#keep(rendering, page);
      return { page, shared: false, kept: this.#entries.get(key) === rendering };
    } catch (error) {
      if (this.#entries.get(key) === rendering) this.#forget(key, rendering);
      throw error;
    }
  }

  /**
   * Renders the page of an expired entry while the entry is still handed out, then puts the new
   * page in its place. A render that fails or may not be shared leaves the entry to be tried
   * again by the next shopper, until it is too old to hand out.
   */
  #renew(key: string, stale: Entry, render: () => Promise<RenderedPage>): void {
    stale.renewing = true;
    const next: Entry = {
      expires: this.#now() + this.#options.ttlMs,
      revision: this.#options.revision(),
      page: render(),
      bytes: 0,
    };
    next.page.then(
      (page) => {
        stale.renewing = false;
        if (this.#entries.get(key) !== stale || !page.shareable) return;
        this.#forget(key, stale);
        this.#entries.set(key, next);
        this.#keep(next, page);
      },
      () => {
        stale.renewing = false;
      },
    );
  }

  /** Keeps a rendered page in its entry, within the byte budget (the oldest pages go first). */
  #keep(entry: Entry, page: RenderedPage): void {
    entry.bytes = page.body.length;
    entry.kept = page;
    this.#bytes += entry.bytes;
    this.#trim();
  }

  /** Moves `key` to the back: the least recently asked page is the first to go. */
  #touch(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
  }

  #fresh(entry: Entry): boolean {
    return entry.expires > this.#now() && entry.revision === this.#options.revision();
  }

  /** Past its seconds, but of the catalogue as it is and not older than one time to live more. */
  #renewable(entry: Entry): boolean {
    return (
      entry.revision === this.#options.revision() &&
      entry.expires + this.#options.ttlMs > this.#now()
    );
  }

  #forget(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  #trim(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#options.maxBytes) return;
      this.#forget(key, entry);
    }
  }
}
