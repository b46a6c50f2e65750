import { useSyncExternalStore } from "react";
import type { CartLine } from "../rules/cart-line";
import { type CartEditMode, openEditMode } from "./edit-mode-rules";

/**
 * The microcart's edit mode (docs/specification/cart.md "Cart edit mode"): null, or the product, quantity and
 * options of the line being edited. One per tab, like the microcart's open state.
 */
let mode: CartEditMode | null = null;
const listeners = new Set<() => void>();

function set(next: CartEditMode | null) {
  if (next === mode) return;
  mode = next;
  for (const listener of listeners) listener();
}

export const editMode = {
  get: (): CartEditMode | null => mode,
  /** Opens edit mode with the line's product, quantity and options. */
  open: (line: CartLine) => set(openEditMode(line)),
  /** The line was replaced: edit mode now stands for the new variant and quantity. */
  follow: (next: CartEditMode) => set(next),
  /** Closing returns the mode to null. */
  close: () => set(null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The edit mode in a component (null while rendering on the server). */
export const useEditMode = () => useSyncExternalStore(editMode.subscribe, editMode.get, () => null);
