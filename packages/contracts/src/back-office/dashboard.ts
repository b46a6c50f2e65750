/** Money taken in a period: orders invoiced (paid) minus money paid back. */
export interface Takings {
  incl_vat: number;
  excl_vat: number;
  /** Orders invoiced in the period: paid online, or cash on delivery shipped. */
  orders: number;
}

/** A product low on stock, as the dashboard lists it (fewest pieces first). */
export interface LowStockProduct {
  sku: string;
  name: string;
  qty: number;
}

/** `GET /api/admin/dashboard`: revenue, and what waits for the staff. */
export interface Dashboard {
  revenue: { today: Takings; days7: Takings; days30: Takings };
  /** The last 30 days of the shop, oldest first, today last. */
  revenue_by_day: { date: string; incl_vat: number }[];
  orders_to_ship: number;
  returns_waiting: number;
  low_stock: LowStockProduct[];
  reviews_waiting: number;
}
