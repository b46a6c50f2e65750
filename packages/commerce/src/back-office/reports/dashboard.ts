import type { Dashboard, Takings } from "@etalage/contracts";
import {
  countOrdersToShip,
  countReturnsWaiting,
  countReviewsWaiting,
  type HourTakings,
  type Kysely,
  readLowStock,
  readPaidPerHour,
  readRefundedPerHour,
  type Schema,
} from "@etalage/db";
import { addDays, shopDayOf, shopDayStart } from "./shop-days";

export interface DashboardSettings {
  now: Date;
  /** A product with this many pieces or fewer is low on stock (LOW_STOCK). */
  lowStock: number;
}

const DAYS = 30;
/** The low-stock list shows the products with the fewest pieces first, this many at most. */
const LOW_STOCK_SHOWN = 1000;

const cents = (value: number) => Math.round(value * 100) / 100;
const none = (): Takings => ({ incl_vat: 0, excl_vat: 0, orders: 0 });

/** Per shop day: what came in, less what went back (`days` in order, each from its midnight). */
function takingsPerDay(
  days: string[],
  paid: HourTakings[],
  refunded: HourTakings[],
): Map<string, Takings> {
  const starts = days.map((day) => shopDayStart(day).getTime());
  const dayOf = (hour: string) => {
    const at = Date.parse(`${hour}:00:00.000Z`);
    let index = starts.length - 1;
    while (index > 0 && (starts[index] ?? 0) > at) index -= 1;
    return days[index] ?? "";
  };
  const perDay = new Map<string, Takings>();
  const add = (hour: HourTakings, sign: 1 | -1) => {
    const day = dayOf(hour.hour);
    const takings = perDay.get(day) ?? none();
    takings.incl_vat += sign * hour.incl_vat;
    takings.excl_vat += sign * hour.excl_vat;
    if (sign === 1) takings.orders += hour.orders;
    perDay.set(day, takings);
  };
  for (const hour of paid) add(hour, 1);
  for (const hour of refunded) add(hour, -1);
  return perDay;
}

function sumOf(days: Map<string, Takings>, which: string[]): Takings {
  const total = none();
  for (const day of which) {
    const takings = days.get(day);
    if (!takings) continue;
    total.incl_vat += takings.incl_vat;
    total.excl_vat += takings.excl_vat;
    total.orders += takings.orders;
  }
  return { incl_vat: cents(total.incl_vat), excl_vat: cents(total.excl_vat), orders: total.orders };
}

/**
 * `GET /api/admin/dashboard`: revenue today and over the last 7 and 30 of the shop's days
 * (Amsterdam's; today included) counted from the orders invoiced when their payment arrived
 * (cash on delivery: when it shipped), less refunds on the day they were made; the 30 days one
 * by one; what waits for the staff.
 */
export async function dashboard(
  db: Kysely<Schema>,
  settings: DashboardSettings,
): Promise<Dashboard> {
  const today = shopDayOf(settings.now);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i - (DAYS - 1)));
  const since = shopDayStart(days[0] ?? today).toISOString();
  const [paid, refunded, ordersToShip, returnsWaiting, lowStock, reviewsWaiting] =
    await Promise.all([
      readPaidPerHour(db, since),
      readRefundedPerHour(db, since),
      countOrdersToShip(db),
      countReturnsWaiting(db),
      readLowStock(db, settings.lowStock, LOW_STOCK_SHOWN),
      countReviewsWaiting(db),
    ]);
  const perDay = takingsPerDay(days, paid, refunded);
  return {
    revenue: {
      today: sumOf(perDay, [today]),
      days7: sumOf(perDay, days.slice(-7)),
      days30: sumOf(perDay, days),
    },
    revenue_by_day: days.map((date) => ({ date, incl_vat: sumOf(perDay, [date]).incl_vat })),
    orders_to_ship: ordersToShip,
    returns_waiting: returnsWaiting,
    low_stock: lowStock,
    reviews_waiting: reviewsWaiting,
  };
}
