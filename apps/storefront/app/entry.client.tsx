import { StrictMode, Suspense, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * The browser renders with Preact's React layer (decision record 007). Given the document,
 * Preact renders into `<html>` and would nest a second `<html>` in it; this view of the
 * document is an element holding only `<html>`, so the root layout hydrates the page's own.
 */
const documentAsElement = new Proxy(document, {
  get(target, key) {
    if (key === "nodeType") return Node.ELEMENT_NODE;
    // Preact places children from the first child on: the doctype is not one of them.
    if (key === "firstChild") return target.documentElement;
    if (key === "childNodes") return [target.documentElement];
    const value: unknown = Reflect.get(target, key, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
  set: (target, key, value) => Reflect.set(target, key, value, target),
});

// The router throws the promise of its decoding state on its first render: the boundary lets
// hydration wait for it and keep the server's markup meanwhile.
startTransition(() => {
  hydrateRoot(
    documentAsElement,
    <StrictMode>
      <Suspense fallback={null}>
        <HydratedRouter />
      </Suspense>
    </StrictMode>,
  );
});
