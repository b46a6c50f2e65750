import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../i18n/i18n";
import { notify } from "../parts/notifications/notify";
import { SKIP_WAITING } from "./worker-messages";

/** Where the built shop's service worker is served (build/client/sw.js, `no-cache`). */
export const SERVICE_WORKER_URL = "/sw.js";

/** How often a shopper's page moves look for a new deploy. */
const UPDATE_CHECK_MS = 5 * 60_000;

/**
 * How long the page waits for the new worker to take over before it loads anew all the same.
 * Chromium holds a worker asked to skip waiting while the outgoing one still handles an event,
 * also one the browser started itself rather than the page; loading the page, its only client,
 * anew ends that hold.
 */
const TAKE_OVER_MS = 3000;

/**
 * How long a load started during the hand-over may take before it is asked for again, doubling
 * each time. Chromium can lose a page request that reaches the outgoing worker as it is replaced:
 * this page then stays up, the load never commits, and a new request goes to the new worker.
 */
const LOAD_AGAIN_MS = 5000;

/** Asks the waiting worker to take over, then loads the page anew under it. */
function takeOver(worker: ServiceWorker): void {
  let patience = LOAD_AGAIN_MS;
  let timer: ReturnType<typeof setTimeout>;
  const reload = () => {
    clearTimeout(timer);
    window.location.reload();
    timer = setTimeout(reload, patience);
    patience *= 2;
  };
  navigator.serviceWorker.addEventListener("controllerchange", reload, { once: true });
  worker.postMessage({ type: SKIP_WAITING });
  timer = setTimeout(reload, TAKE_OVER_MS);
}

/**
 * Registers the service worker once the first page is up and the browser is idle, so it costs
 * the first load nothing but this hook. When a new deploy's worker is waiting, a notice offers to
 * refresh; otherwise it takes over on the shopper's next move to another page.
 */
export function useServiceWorker(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const texts = useRef(t);
  texts.current = t;
  const waiting = useRef<ServiceWorker | null>(null);
  const registered = useRef<ServiceWorkerRegistration | null>(null);
  const lastCheck = useRef(Date.now());

  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    const offer = (worker: ServiceWorker) => {
      // The very first worker has no page to take over from: nothing to refresh.
      if (!container.controller || waiting.current === worker) return;
      waiting.current = worker;
      const translate = texts.current;
      notify({
        type: "info",
        message: translate("update.ready"),
        action1: { label: translate("update.refresh"), onClick: () => takeOver(worker) },
        hasNoTimeout: true,
      });
    };
    const track = (worker: ServiceWorker | null) =>
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed") offer(worker);
      });
    const register = async () => {
      const registration = await container.register(SERVICE_WORKER_URL, { scope: "/" });
      registered.current = registration;
      if (registration.waiting) offer(registration.waiting);
      else track(registration.installing);
      registration.addEventListener("updatefound", () => track(registration.installing));
    };
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    const start = () => idle(() => void register().catch(() => {}), { timeout: 5000 });
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each move to another page.
  useEffect(() => {
    // The next page the shopper opens comes from the new deploy.
    if (waiting.current) {
      takeOver(waiting.current);
      return;
    }
    // A shopper who stays for long moves between pages without loading one: look for a new
    // deploy now and then (the worker script is served no-cache, so this is a small request).
    const registration = registered.current;
    if (registration && Date.now() - lastCheck.current > UPDATE_CHECK_MS) {
      lastCheck.current = Date.now();
      registration.update().catch(() => {});
    }
  }, [pathname]);
}
