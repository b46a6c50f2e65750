import { USER_MESSAGES } from "@etalage/contracts";
import { buyerProofQuery } from "../../routes/buyer-proof";
import { callerQuery } from "../../routes/cart/cart-caller";
import { invoiceParams } from "../../routes/invoices/invoice-routes";
import {
  confirmCopyBody,
  mailServiceQuery,
  sendEmailBody,
} from "../../routes/mail-service/mail-service-bodies";
import { reviewBody } from "../../routes/reviews/review-body";
import { stockAlertBody } from "../../routes/stock-alerts/stock-alert-body";
import { userQuery } from "../../routes/user/user-caller";
import { file, type Operation, ok, refusal } from "../answers";
import { int, list, nullable, obj, oneOfText, str } from "../schema-words";

const review = obj({
  id: int,
  product_id: int,
  title: str,
  detail: str,
  nickname: str,
  rating: nullable(int),
  review_entity: { const: "product" },
  review_status: int,
  status: str,
  customer_id: nullable(int),
  store_code: str,
  created_at: str,
});
const reviewExample = {
  id: 5,
  product_id: 1,
  title: "Zit als gegoten",
  detail: "Mooie stof en valt precies goed.",
  nickname: "Anna",
  rating: 5,
  review_entity: "product",
  review_status: 2,
  status: "pending",
  customer_id: 12,
  store_code: "nl",
  created_at: "2026-11-27T12:00:00.000Z",
};
export const notAuthorized = refusal(
  401,
  "The token is unknown, expired or ended",
  USER_MESSAGES.notAuthorized,
);
export const done = ok(oneOfText("OK"), "OK");
const proofRefusals = {
  401: notAuthorized,
  403: refusal(403, "Not the buyer's, or not paid yet", "This download is not yours"),
  404: refusal(404, "No such file", "No such download"),
};

/** Reviews, stock alerts, the contact form and an order's files. */
export const shopperOperations: Record<string, Operation> = {
  "POST /api/review/create": {
    summary: "Write a review",
    description:
      "Stored as pending until the shop approves it; a customer's token writes it in her name.",
    tag: "Reviews",
    caller: "guest-or-customer",
    query: callerQuery,
    body: reviewBody,
    bodyExample: {
      review: {
        product_id: 1,
        title: "Zit als gegoten",
        detail: "Mooie stof en valt precies goed.",
        nickname: "Anna",
        rating: 5,
      },
    },
    answers: {
      200: ok(review, reviewExample, "The review, pending"),
      401: notAuthorized,
      403: refusal(
        403,
        "The body names another customer",
        "A review can only be written in your own name",
      ),
      404: refusal(404, "No such product", "No such product"),
    },
  },
  "GET /api/review/mine": {
    summary: "The caller's own reviews with their status",
    tag: "Reviews",
    caller: "customer",
    query: userQuery,
    answers: {
      200: ok(
        obj({ items: list(obj({ id: int, status: str, product_sku: str, product_name: str })) }),
        {
          items: [{ ...reviewExample, product_sku: "WS12", product_name: "Jurk Iris" }],
        },
      ),
    },
  },
  "POST /api/ext/product-stock-alert/notify-me": {
    summary: "Ask for a mail when a product is back",
    description:
      "For the logged-in customer's own account; success is `result.code === 200`, hence the inner envelope.",
    tag: "Stock alerts",
    caller: "customer",
    query: userQuery,
    body: stockAlertBody,
    bodyExample: { customer_id: 12, product_id: 1, store_code: "nl" },
    answers: {
      200: ok(
        obj({
          code: { const: 200 },
          result: obj({ customer_id: int, product_id: int, store_code: str }),
        }),
        {
          code: 200,
          result: { customer_id: 12, product_id: 1, store_code: "nl" },
        },
      ),
      403: refusal(
        403,
        "The body names another customer",
        "A stock alert can only be asked for your own account",
      ),
      404: refusal(404, "No such product", "No such product"),
    },
  },
  "GET /api/ext/mail-service/get-token": {
    summary: "A token for one contact message",
    tag: "Contact",
    caller: "anyone",
    query: mailServiceQuery,
    answers: { 200: ok(str, "m41lT0k3n", "The token, valid for ten minutes") },
  },
  "POST /api/ext/mail-service/send-email": {
    summary: "Send the contact form to the shop",
    description:
      "With `confirmation`, a copy goes to the sender: at once to a logged-in customer's own address, after a mailed link to a guest's.",
    tag: "Contact",
    caller: "guest-or-customer",
    query: mailServiceQuery,
    body: sendEmailBody,
    bodyExample: {
      sourceAddress: "anna@example.nl",
      targetAddress: "klantenservice@etalage.nl",
      subject: "Maat van jurk Iris",
      emailText: "Valt de jurk klein?",
      confirmation: true,
      token: "m41lT0k3n",
    },
    answers: {
      200: done,
      403: refusal(
        403,
        "The token is unknown, used or too old",
        "The form is too old: send it again",
      ),
    },
  },
  "POST /api/ext/mail-service/confirm-copy": {
    summary: "Send a guest her copy, after her mailed link",
    tag: "Contact",
    caller: "anyone",
    query: mailServiceQuery,
    body: confirmCopyBody,
    bodyExample: { token: "c0pyT0k3n" },
    answers: {
      200: done,
      403: refusal(403, "The link is unknown, used or too old", "This link is no longer valid"),
    },
  },
  "GET /api/ext/downloads/:key": {
    summary: "A downloadable product's file",
    description: "For the buyer of a paid order only: her token, or the order's `orderToken`.",
    tag: "Files",
    caller: "guest-or-customer",
    query: buyerProofQuery,
    answers: { 200: file("application/pdf", "The file"), ...proofRefusals },
  },
  "GET /api/ext/invoices/:file": {
    summary: "A paid order's invoice",
    description:
      "`{increment_id}.pdf`, for its buyer only: her token, or the order's `orderToken`.",
    tag: "Files",
    caller: "guest-or-customer",
    params: invoiceParams,
    query: buyerProofQuery,
    answers: { 200: file("application/pdf", "The invoice"), ...proofRefusals },
  },
};
