export {
  closeConfirmTokens,
  countConfirmTokensSince,
  insertNewsletterToken,
  subscriberOfUnsubscribeToken,
  useConfirmToken,
} from "./newsletter-token-rows";
export {
  findSubscriber,
  findSubscriberById,
  markSubscriberPending,
  moveSubscriber,
  type SubscriberRow,
  type SubscriberStatus,
} from "./subscriber-rows";
export {
  findWelcomeCouponCode,
  insertWelcomeCoupon,
  type WelcomeCoupon,
} from "./welcome-coupon-rows";
