export {
  findSandboxPayment,
  insertSandboxPayment,
  listOverdueSandboxPayments,
  type NewSandboxPayment,
  type SandboxFinalPaymentStatus,
  type SandboxPaymentRow,
  settleSandboxPayment,
} from "./sandbox-payment-rows";
