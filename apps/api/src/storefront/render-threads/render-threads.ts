import { Worker } from "node:worker_threads";
import type { ApiFetch } from "@etalage/contracts";
import {
  type ApiAsked,
  type FromRenderThread,
  type HeaderPairs,
  ownBytes,
  type PageAnswered,
  type PageRequest,
  type RenderThreadData,
  type ToRenderThread,
} from "./messages";

/** A page as a render thread answered it. */
export interface ThreadPage {
  status: number;
  headers: HeaderPairs;
  body: Buffer;
}

export interface RenderThreadsOptions {
  /** The bundled render thread (dist/render-thread.js). */
  script: URL;
  /** The storefront build's server entry, as a file URL. */
  serverEntry: string;
  count: number;
  testMode: boolean;
  /** The API as the main thread's own loaders get it now. */
  api: () => ApiFetch;
  revision: () => number | undefined;
  /** A thread that stopped. */
  onLost?: (error: Error) => void;
}

interface Asked {
  request: PageRequest;
  resolve: (page: ThreadPage) => void;
  reject: (error: Error) => void;
}

/**
 * A thread renders one page at a time, so the pages waiting are answered in the order they came.
 * Two or three at once interleave their renders, and every page waits for the others; on a
 * category page with 2 threads on 2 cores, p99 was 85 and 100 ms against 63 ms for one.
 */
interface Thread {
  worker: Worker;
  ready: boolean;
  /** The page it renders now, by its id. */
  page: { id: number; asked: Asked } | undefined;
}

/**
 * Threads that render the pages beside the main thread (decision record 014). Each holds its own
 * copy of the storefront build; the main thread keeps the database and answers their API calls.
 */
export class RenderThreads {
  private readonly threads = new Set<Thread>();
  private readonly queue: Asked[] = [];
  private nextPage = 1;
  private closing = false;

  /** Settled once a thread is ready, or failed when every thread failed before. */
  readonly started: Promise<void>;
  private settleStart: { resolve: () => void; reject: (error: Error) => void } | undefined;

  constructor(private readonly options: RenderThreadsOptions) {
    this.started = new Promise((resolve, reject) => {
      this.settleStart = { resolve, reject };
    });
    for (let i = 0; i < options.count; i++) this.start();
  }

  /**
   * Whether a thread is there to render, ready or still starting. None is when every thread
   * failed before it got ready: the build could not be loaded there.
   */
  get alive(): boolean {
    return this.threads.size > 0;
  }

  /**
   * Renders a page on the first free thread; the pages asked for meanwhile (and while the threads
   * start) wait their turn here, first come first served.
   */
  render(request: PageRequest): Promise<ThreadPage> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    for (const thread of this.threads) {
      if (!thread.ready || thread.page) continue;
      const asked = this.queue.shift();
      if (!asked) return;
      const id = this.nextPage++;
      thread.page = { id, asked };
      const { body } = asked.request;
      const revision = this.options.revision();
      this.tell(
        thread,
        { kind: "render", id, ...asked.request, revision },
        body === undefined ? [] : [body],
      );
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.threads].map((thread) => thread.worker.terminate()));
  }

  private start(): void {
    const data: RenderThreadData = {
      serverEntry: this.options.serverEntry,
      testMode: this.options.testMode,
    };
    const worker = new Worker(this.options.script, { workerData: data });
    const thread: Thread = { worker, ready: false, page: undefined };
    this.threads.add(thread);
    worker.on("message", (message: FromRenderThread) => {
      if (message.kind === "ready") {
        thread.ready = true;
        this.settleStart?.resolve();
        this.next();
      } else if (message.kind === "api") void this.answerApi(thread, message);
      else this.settle(thread, message);
    });
    worker.on("error", (error) => this.lose(thread, error));
    worker.on("exit", (code) => this.lose(thread, new Error(`A render thread stopped (${code})`)));
  }

  private settle(thread: Thread, answer: PageAnswered): void {
    const page = thread.page;
    if (page?.id !== answer.id) return;
    thread.page = undefined;
    this.next();
    if (answer.kind === "page-failed") page.asked.reject(new Error(answer.message));
    else
      page.asked.resolve({
        status: answer.status,
        headers: answer.headers,
        body: Buffer.from(answer.body),
      });
  }

  private async answerApi(thread: Thread, asked: ApiAsked): Promise<void> {
    try {
      const res = await this.options.api()(asked.path, {
        method: asked.method,
        headers: asked.headers,
        body: asked.body,
      });
      const body = ownBytes(new Uint8Array(await res.arrayBuffer()));
      this.tell(
        thread,
        {
          kind: "api-answer",
          call: asked.call,
          status: res.status,
          headers: [...res.headers],
          body,
        },
        [body],
      );
    } catch (error) {
      this.tell(thread, { kind: "api-failed", call: asked.call, message: String(error) });
    }
  }

  private tell(thread: Thread, message: ToRenderThread, transfer: ArrayBuffer[] = []): void {
    thread.worker.postMessage(message, transfer);
  }

  /**
   * A thread that failed: its page fails, and another one takes its place unless the shop is
   * closing. One that never got ready is not started again: the main thread renders instead.
   */
  private lose(thread: Thread, error: Error): void {
    if (!this.threads.delete(thread)) return;
    thread.page?.asked.reject(error);
    thread.page = undefined;
    if (this.closing) return;
    this.options.onLost?.(error);
    if (thread.ready) this.start();
    else if (this.threads.size === 0) {
      this.settleStart?.reject(error);
      for (const asked of this.queue.splice(0)) asked.reject(error);
    }
  }
}
