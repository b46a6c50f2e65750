export { type CouponRow, countCouponUse, findCoupon } from "./coupon-rows";
export {
  deleteQuoteItem,
  findQuoteItem,
  type QuoteItemRow,
  type QuoteLine,
  readQuoteItems,
  replaceQuoteItem,
  upsertQuoteItem,
} from "./quote-item-rows";
export {
  closeQuote,
  findActiveCustomerQuote,
  findQuote,
  insertQuote,
  moveQuoteToStore,
  type NewQuote,
  type QuoteChanges,
  type QuoteRow,
  updateQuote,
} from "./quote-rows";
export { isUniqueViolation } from "./unique-violation";
