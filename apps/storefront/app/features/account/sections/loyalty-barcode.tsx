import JsBarcode from "jsbarcode";

/** An EAN-13 is 95 modules wide; scanners want 11 blank modules before it and 7 after. */
const QUIET_LEFT = 11;
const QUIET_RIGHT = 7;
const BARS_HEIGHT = 60;
/** The start, centre and end guards reach further down, as on printed EAN-13 codes. */
const GUARD_EXTRA = 6;
const GUARDS: readonly [number, number][] = [
  [0, 3],
  [45, 50],
  [92, 95],
];

interface Encoding {
  data: string;
  text: string;
}

/**
 * The modules of an EAN-13, left to right, as JsBarcode encodes the number: "1" a bar, "0" a
 * space. Null when the number is no valid EAN-13 (wrong length or check digit).
 */
export function ean13Modules(number: string): string | null {
  const target: { encodings?: Encoding[] } = {};
  let valid = true;
  JsBarcode(target, number, {
    format: "EAN13",
    flat: true,
    valid: (ok) => {
      valid = ok;
    },
  });
  const modules = target.encodings?.map((encoding) => encoding.data).join("") ?? "";
  return valid && modules.length === 95 ? modules : null;
}

/** The bars as runs: where each starts and how many modules wide it is. */
function barRuns(modules: string): { start: number; width: number }[] {
  const runs: { start: number; width: number }[] = [];
  for (const match of modules.matchAll(/1+/g))
    runs.push({ start: match.index ?? 0, width: match[0].length });
  return runs;
}

const inGuard = (start: number) => GUARDS.some(([from, to]) => start >= from && start < to);

/**
 * A loyalty card number as a scannable EAN-13 barcode: black bars on white with their quiet
 * zones, drawn as SVG so it stays sharp at any size. The number itself is shown beside it as text.
 */
export function LoyaltyBarcode({ number, label }: { number: string; label: string }) {
  const modules = ean13Modules(number);
  if (modules === null) return null;
  const width = QUIET_LEFT + modules.length + QUIET_RIGHT;
  return (
    <svg
      className="loyalty-card__barcode"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${BARS_HEIGHT + GUARD_EXTRA}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      data-testid="loyalty-barcode"
    >
      <rect x="0" y="0" width={width} height={BARS_HEIGHT + GUARD_EXTRA} fill="#fff" />
      {barRuns(modules).map(({ start, width: run }) => (
        <rect
          key={start}
          x={QUIET_LEFT + start}
          y="0"
          width={run}
          height={inGuard(start) ? BARS_HEIGHT + GUARD_EXTRA : BARS_HEIGHT}
          fill="#000"
        />
      ))}
    </svg>
  );
}
