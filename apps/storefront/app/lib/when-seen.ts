/** How far below the screen a part starts loading, so it is ready when it scrolls in. */
const AHEAD = "400px";

/** Whether the first page is still becoming interactive (no navigation has happened yet). */
let firstPage = true;
if (typeof window !== "undefined")
  window.addEventListener("popstate", () => {
    firstPage = false;
  });

/**
 * Resolves when the element with `id` comes near the screen, or at once when there is no such
 * element from the server (a page opened by navigation) or no first page any more. The shopper's
 * first click or key anywhere also resolves it: she may be about to leave for another page, or
 * to use the part through a link to it.
 */
export function whenSeen(id: string): Promise<void> {
  const element = typeof document === "undefined" ? null : document.getElementById(id);
  if (!firstPage || element === null || !("IntersectionObserver" in window))
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const type of ["pointerdown", "keydown"]) window.removeEventListener(type, done, true);
      firstPage = false;
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    for (const type of ["pointerdown", "keydown"])
      window.addEventListener(type, done, { capture: true, once: true });
  });
}
