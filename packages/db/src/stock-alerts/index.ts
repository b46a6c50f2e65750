export {
  type AlertRequest,
  saveStockAlert,
  spendStockAlert,
  type WaitingAlert,
  waitingAlerts,
} from "./stock-alert-rows";
