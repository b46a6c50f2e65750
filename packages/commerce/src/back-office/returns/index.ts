export { customerReturns } from "./customer-returns";
export { refundReturn } from "./refund-return";
export { type ReturnProof, type ReturnRequest, requestReturn } from "./request-return";
export { listReturns, type ReceivedLine, receiveReturn, rejectReturn } from "./return-desk";
export type {
  ReturnDeskContext,
  ReturnMail,
  ReturnMailLine,
  SendReturnMail,
} from "./return-desk-context";
export { type Returnable, returnableLines } from "./returnable-lines";
