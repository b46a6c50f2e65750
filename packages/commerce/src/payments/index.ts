export {
  postShopperComment,
  type ShopperComment,
  type ShopperCommentStatus,
} from "./order-comments";
export {
  DownloadError,
  type DownloadRefusal,
  downloadsOfPaidOrder,
  type OpenedDownload,
  openOrderDownload,
} from "./order-download-access";
export {
  DOWNLOADS_PATH,
  downloadKey,
  downloadLinksOfItems,
  orderDownloads,
  parseDownloadKey,
} from "./order-downloads";
export { assertOrderOwner, isBuyer, type OrderProof } from "./order-owner";
export type {
  OrderPaymentContext,
  PaymentTransaction,
  ReturnStockStep,
} from "./order-payment-context";
export {
  ORDER_PAYMENT_MESSAGES,
  OrderPaymentError,
  type OrderPaymentRefusal,
} from "./order-payment-error";
export {
  applyPaymentStatus,
  isOpenPayment,
  ORDER_STATUS,
  openPaymentOf,
  orderAwaitingPayment,
  type PaymentApplied,
  paymentStatusOfOrder,
} from "./order-payments";
export { createPaymentOnce, type PaymentClaimTiming } from "./payment-claim";
export {
  type HoldReleased,
  type PaymentHold,
  releaseUnpaidOrders,
} from "./release-unpaid-orders";
export { returnOrderStock } from "./return-order-stock";
