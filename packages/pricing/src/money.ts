/**
 * Money as the shop shows it (docs/specification/constants.md): decimal comma, group dot, two fraction digits,
 * amount then sign — "1.234,50 €" — in both store views.
 */
const euro = new Intl.NumberFormat("nl-NL", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

export function formatPrice(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  return `${sign}${euro.format(Math.abs(amount))} €`;
}

/**
 * Rounds to cents, half away from zero, without binary float surprises (1.005 → 1.01,
 * 49.5 × 1.21 → 59.90): the amount in cents is first trimmed to six decimals, which removes
 * float noise far below a cent, and only then rounded.
 */
export function roundCents(amount: number): number {
  const cents = Number((Math.abs(amount) * 100).toFixed(6));
  return (Math.sign(amount) * Math.round(cents)) / 100 || 0;
}
