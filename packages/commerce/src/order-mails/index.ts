export {
  type OrderCancelReason,
  type OrderMailEvent,
  type OrderMailFacts,
  type OrderMailLine,
  type OrderTransaction,
  orderMailFacts,
  type QueueOrderMail,
} from "./order-mail-facts";
