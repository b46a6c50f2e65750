import type { Prng } from "./prng";

/** JSON text put into a body as it is: nesting JSON.stringify cannot write, literals it refuses. */
export class RawJson {
  constructor(readonly text: string) {}
}

const nested = (open: string, inner: string, close: string, depth: number) =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Values no route expects: texts, numbers and shapes that broke servers before. */
const STRINGS = [
  "",
  " ",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "-0",
  "0x1F",
  "00012",
  "1,5",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "%",
  "%zz",
  "%C3%28",
  "../../../../etc/passwd",
  "..\\..\\windows",
  "\u0000",
  "\ud800",
  "\udfff\ud800",
  "😀".repeat(500),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "SS-1001",
  "nl",
  "en",
  "catalog_nl",
  "product",
  "a".repeat(70_000),
];

const NUMBERS = [0, -1, 1, 1.5, -0.5, 1e308, -1e308, 2 ** 53 + 1, 4294967296, 1e-320, 99999999];

/** Nesting thousands deep and number literals JavaScript cannot hold. */
export const RAW = [
  new RawJson(nested("[", "", "]", 10_000)),
  new RawJson(nested('{"a":', "1", "}", 10_000)),
  new RawJson(nested('{"bool":{"must":[', '{"match_all":{}}', "]}}", 5_000)),
  new RawJson(`1${"0".repeat(400)}`),
  new RawJson("-1e400"),
  new RawJson("1e-400"),
  new RawJson(`[${Array(20_000).fill("0").join(",")}]`),
];

const KEYS = ["__proto__", "constructor", "query", "sku", "qty", "size", "from", "a", "", "😀"];

/** One unexpected value; `depth` keeps made-up objects small. */
export function badValue(rng: Prng, depth = 0): unknown {
  const kind = rng.int(depth > 2 ? 3 : 6);
  if (kind === 0) return rng.pick(STRINGS);
  if (kind === 1) return rng.pick(NUMBERS);
  if (kind === 2) return rng.chance(0.5) ? rng.pick(RAW) : rng.pick([null, true, false]);
  if (kind === 3) return Array.from({ length: rng.int(4) }, () => badValue(rng, depth + 1));
  if (kind === 4) {
    const object: Record<string, unknown> = {};
    for (let i = rng.int(4); i > 0; i--) object[rng.pick(KEYS)] = badValue(rng, depth + 1);
    return object;
  }
  return randomText(rng, rng.int(40));
}

/** Printable and unprintable characters, surrogates included. */
export function randomText(rng: Prng, length: number): string {
  let text = "";
  for (let i = 0; i < length; i++) {
    text += String.fromCharCode(rng.chance(0.7) ? 32 + rng.int(95) : rng.int(0xffff));
  }
  return text;
}

/** JSON text of a value holding RawJson parts. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return `\ue000raw${raws.length - 1}\ue000`;
  });
  // A private-use character marks where a raw part goes: JSON.stringify leaves it as it is.
  return (text ?? "null").replace(/"\ue000raw(\d+)\ue000"/g, (_m, index) => raws[Number(index)]!);
}
