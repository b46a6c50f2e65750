import { BAG_WORDS } from "./bag-words";
import { CARDIGAN_WORDS } from "./cardigan-words";
import { COAT_WORDS } from "./coat-words";
import { DRESS_WORDS } from "./dress-words";
import type { GarmentKind, KindSpec } from "./kind-spec";
import { PERFUME_WORDS } from "./perfume-words";
import { BOOT_WORDS, LOAFER_WORDS, SANDAL_WORDS } from "./shoe-words";
import { SKIRT_WORDS } from "./skirt-words";
import { TROUSERS_WORDS } from "./trousers-words";

/** Every kind the shop sells, in menu order. */
export const KINDS: readonly KindSpec[] = [
  DRESS_WORDS,
  COAT_WORDS,
  TROUSERS_WORDS,
  SKIRT_WORDS,
  CARDIGAN_WORDS,
  SANDAL_WORDS,
  BOOT_WORDS,
  LOAFER_WORDS,
  BAG_WORDS,
  PERFUME_WORDS,
];

const byKind = new Map(KINDS.map((k) => [k.kind, k]));

export function kindSpec(kind: GarmentKind): KindSpec {
  return byKind.get(kind)!;
}
