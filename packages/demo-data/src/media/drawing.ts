import type { Pt } from "./svg-kit";

/** One product drawn on the 850 × 1200 gallery canvas. */
export interface Drawing {
  defs: string;
  body: string;
  /** Centre of the detail view and how far it zooms in. */
  focus: Pt;
  zoom: number;
}

/** Draws one variant of a kind in a colour; null when the kind has no such variant. */
export type Drawer = (variant: string, hex: string, id: string) => Drawing | null;

/** "wrap-floral" → cut "wrap", print "floral". */
export function splitVariant(variant: string): { cut: string; print: string | null } {
  const [cut, print] = variant.split("-");
  return { cut: cut!, print: print ?? null };
}

/** A table entry by a name from a path; never an inherited property such as "constructor". */
export function entry<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}
