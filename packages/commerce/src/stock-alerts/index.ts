export { type AlertAsked, askForStockAlert } from "./ask-for-alert";
export {
  type BackInStockMail,
  type QueueBackInStock,
  type Restocked,
  returnToStock,
  type StockChange,
  setStockLevels,
} from "./restock";
export { StockAlertError } from "./stock-alert-error";
