/** The documents' example return: Anna sends back her dress, one size too small. */
export const requestedReturnExample = {
  number: "R-000001",
  increment_id: "000000042",
  status: "requested",
  created_at: "2026-11-27T12:00:00.000Z",
  updated_at: "2026-11-27T12:00:00.000Z",
  reject_reason: null,
  refunded_amount: null,
  lines: [
    {
      sku: "WS12-M-Blue",
      name: "Jurk Iris",
      qty: 1,
      reason: "too_small",
      comment: null,
      received_qty: null as number | null,
      restocked_qty: null as number | null,
    },
  ],
};

/** The same return once the shop has received the dress and put it back in stock. */
export const receivedReturnExample = {
  ...requestedReturnExample,
  status: "received",
  updated_at: "2026-11-28T09:00:00.000Z",
  lines: requestedReturnExample.lines.map((line) => ({
    ...line,
    received_qty: 1,
    restocked_qty: 1,
  })),
};
