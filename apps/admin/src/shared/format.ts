import { formatShopDate } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import dayjs from "dayjs";

/** Amounts as the shop shows them in both languages: `1.234,50 €`. */
export const money = (amount: number): string => formatPrice(amount);

/** A number with its word, one or many: `1 stuk`, `3 stuks`. */
export const numbered = (n: number, one: string, many: string): string =>
  `${n} ${n === 1 ? one : many}`;

/** A moment as the back office shows it, 24-hour, in the shop's time: `14:05 3/7/2026`. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  return formatShopDate(iso) || iso;
}

/** A day of the shop (`2026-07-03`) as `3/7/2026`. */
export function day(isoDay: string): string {
  const at = dayjs(isoDay, "YYYY-MM-DD");
  return at.isValid() ? at.format("D/M/YYYY") : isoDay;
}
