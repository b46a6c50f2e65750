// The seed's payment status groups live once, with the API's shapes.
export { type PaymentStatusGroup, paymentStatusGroup } from "@etalage/contracts";
