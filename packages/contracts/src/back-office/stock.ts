/** A product's pieces after a change of its stock. */
export interface StockLevel {
  sku: string;
  qty: number;
  is_in_stock: boolean;
}

/** `POST /api/admin/stock`: the delivery's products as they now stand, and the alerts it sent. */
export interface BookedDelivery {
  items: StockLevel[];
  /** Back-in-stock mails the delivery sent to waiting customers. */
  alerted: number;
}
