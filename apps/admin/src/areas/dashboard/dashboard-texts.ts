import { numbered } from "../../shared/format";
import { bilingual } from "../../shared/language";

export const dashboardTexts = bilingual(
  {
    title: "Overzicht",
    revenue: "Omzet (incl. btw)",
    today: "Vandaag",
    days7: "Laatste 7 dagen",
    days30: "Laatste 30 dagen",
    exclVat: (amount: string) => `${amount} excl. btw`,
    orderCount: (count: number) => numbered(count, "bestelling", "bestellingen"),
    waiting: "Wacht op jou",
    ordersToShip: "Te verzenden",
    returnsWaiting: "Retouren te verwerken",
    reviewsWaiting: "Reviews te beoordelen",
    lowStock: "Bijna uitverkocht",
    lowStockNone: "Geen product is bijna uitverkocht.",
    pieces: (count: number) => numbered(count, "stuk", "stuks"),
    chartTitle: "Omzet per dag, laatste 30 dagen",
    chartSummary: (total: string, best: string, bestDay: string) =>
      `Samen ${total}; de beste dag was ${bestDay} met ${best}.`,
    day: "Dag",
    revenueInclVat: "Omzet incl. btw",
  },
  {
    title: "Dashboard",
    revenue: "Revenue (incl. VAT)",
    today: "Today",
    days7: "Last 7 days",
    days30: "Last 30 days",
    exclVat: (amount) => `${amount} excl. VAT`,
    orderCount: (count) => numbered(count, "order", "orders"),
    waiting: "Waiting for you",
    ordersToShip: "To ship",
    returnsWaiting: "Returns to handle",
    reviewsWaiting: "Reviews to judge",
    lowStock: "Low on stock",
    lowStockNone: "No product is low on stock.",
    pieces: (count) => numbered(count, "piece", "pieces"),
    chartTitle: "Revenue per day, last 30 days",
    chartSummary: (total, best, bestDay) =>
      `${total} in all; the best day was ${bestDay} with ${best}.`,
    day: "Day",
    revenueInclVat: "Revenue incl. VAT",
  },
);
