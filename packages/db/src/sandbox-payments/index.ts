export {
  findSandboxPayment,
  insertSandboxPayment,
  listOverdueSandboxPayments,
  type NewSandboxPayment,
  type SandboxFinalPaymentStatus,
  type SandboxPaymentRow,
  settleSandboxPayment,
} from "./sandbox-payment-rows";
export {
  insertSandboxRefund,
  listSandboxRefunds,
  type NewSandboxRefund,
  type SandboxRefundRow,
} from "./sandbox-refund-rows";
