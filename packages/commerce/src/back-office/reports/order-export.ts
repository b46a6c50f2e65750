import { isCalendarDay } from "@etalage/contracts";
import { type Kysely, type OrderExportRow, readOrderExportPage, type Schema } from "@etalage/db";
import { BackOfficeError } from "../back-office-error";
import { csvAmount, csvLine } from "./csv";
import { addDays, shopDateTime, shopDayStart } from "./shop-days";

export type ExportLanguage = "nl" | "en";

const HEADERS: Record<ExportLanguage, string[]> = {
  nl: [
    "Bestelnummer",
    "Datum",
    "Status",
    "Betaalstatus",
    "Klant",
    "E-mailadres",
    "Subtotaal",
    "Verzendkosten",
    "Korting",
    "Btw",
    "Totaal",
    "Aantal artikelen",
  ],
  en: [
    "Order number",
    "Date",
    "Status",
    "Payment status",
    "Customer",
    "E-mail address",
    "Subtotal",
    "Shipping",
    "Discount",
    "VAT",
    "Total",
    "Items",
  ],
};

/** Orders placed in the shop's days `from` to `to`, both included (YYYY-MM-DD; either open). */
export interface OrderExportRange {
  from?: string;
  to?: string;
}

/** The range as ISO times (to exclusive); refuses days that are not real or run backwards. */
export function orderExportTimes(range: OrderExportRange): { from?: string; to?: string } {
  for (const [name, day] of [
    ["from", range.from],
    ["to", range.to],
  ] as const)
    if (day !== undefined && !isCalendarDay(day))
      throw new BackOfficeError("invalid", {
        nl: `${name} moet een dag zijn als JJJJ-MM-DD`,
        en: `${name} must be a day as YYYY-MM-DD`,
      });
  if (range.from && range.to && range.from > range.to)
    throw new BackOfficeError("invalid", {
      nl: "from mag niet later zijn dan to",
      en: "from must not be after to",
    });
  return {
    from: range.from ? shopDayStart(range.from).toISOString() : undefined,
    to: range.to ? shopDayStart(addDays(range.to, 1)).toISOString() : undefined,
  };
}

function orderLine(order: OrderExportRow): string {
  return csvLine([
    order.increment_id,
    shopDateTime(new Date(order.created_at)),
    order.status,
    order.payment_status,
    `${order.customer_firstname} ${order.customer_lastname}`,
    order.customer_email,
    csvAmount(order.subtotal_incl_tax),
    csvAmount(order.shipping_incl_tax),
    // Stored as a negative amount; the column says it is taken off.
    csvAmount(Math.abs(order.discount_amount)),
    csvAmount(order.tax_amount),
    csvAmount(order.grand_total),
    String(order.total_qty_ordered),
  ]);
}

const PAGE = 1000;

/**
 * `GET /api/admin/orders.csv`: one record per order, oldest first, a page of orders at a time,
 * so a year of orders never sits in memory at once. Amounts incl. VAT, dates in the shop's time.
 */
export async function* orderExportLines(
  db: Kysely<Schema>,
  times: { from?: string; to?: string },
  language: ExportLanguage,
): AsyncGenerator<string> {
  yield csvLine(HEADERS[language]);
  let afterId = 0;
  for (;;) {
    const rows = await readOrderExportPage(db, { ...times, afterId, size: PAGE });
    if (rows.length > 0) yield rows.map(orderLine).join("");
    if (rows.length < PAGE) return;
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
}
