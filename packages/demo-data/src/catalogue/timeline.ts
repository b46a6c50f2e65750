import { DAY_MS, dayFrom, momentBefore } from "../dates";
import { excludingVat, salePrice } from "../money";
import type { Dice } from "../random";

export interface Timeline {
  createdAt: string;
  updatedAt: string;
  newsFromDate: string | null;
  newsToDate: string | null;
}

/** Last second of the day `days` away from now. */
function endOfDay(now: Date, days: number): string {
  return new Date(Date.parse(dayFrom(now, days + 1)) - 1000).toISOString();
}

/**
 * When a product came in: over the last 200 days; a "new" one in the last three weeks, with
 * a news window that is open now.
 */
export function drawTimeline(dice: Dice, now: Date, isNew: boolean): Timeline {
  const ageDays = isNew ? dice.int(0, 20) : dice.int(21, 200);
  const age = ageDays * DAY_MS + dice.int(0, DAY_MS / 1000 - 1) * 1000;
  const sinceUpdate = Math.floor((age / 1000) * (dice.int(0, 100) / 100)) * 1000;
  return {
    createdAt: momentBefore(now, age),
    updatedAt: momentBefore(now, sinceUpdate),
    newsFromDate: isNew ? dayFrom(now, -ageDays) : null,
    newsToDate: isNew ? endOfDay(now, dice.int(14, 45)) : null,
  };
}

export interface SpecialOffer {
  specialPrice: number;
  specialFromDate: string | null;
  specialToDate: string | null;
  /** The offer counts at `now` (the product belongs in Sale). */
  current: boolean;
}

/**
 * A special price of 20–50% off, mostly running now; a few have ended, a few have not yet
 * begun, a few have no dates at all.
 */
export function drawSpecial(dice: Dice, now: Date, inclPrice: number): SpecialOffer {
  const specialPrice = excludingVat(salePrice(inclPrice, dice.pick([20, 25, 30, 40, 50])));
  const window = dice.weighted([
    ["running", 70],
    ["open", 8],
    ["ended", 11],
    ["coming", 11],
  ] as const);
  switch (window) {
    case "running":
      return {
        specialPrice,
        specialFromDate: dayFrom(now, -dice.int(1, 21)),
        specialToDate: endOfDay(now, dice.int(7, 35)),
        current: true,
      };
    case "open":
      return { specialPrice, specialFromDate: null, specialToDate: null, current: true };
    case "ended":
      return {
        specialPrice,
        specialFromDate: dayFrom(now, -dice.int(60, 90)),
        specialToDate: endOfDay(now, -dice.int(5, 30)),
        current: false,
      };
    case "coming":
      return {
        specialPrice,
        specialFromDate: dayFrom(now, dice.int(3, 14)),
        specialToDate: endOfDay(now, dice.int(20, 45)),
        current: false,
      };
  }
}
