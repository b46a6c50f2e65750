import { USER_MESSAGES } from "@etalage/contracts";
import { z } from "zod";
import { callerQuery } from "../../routes/cart/cart-caller";
import { downloadQuery } from "../../routes/downloads/download-routes";
import { invoiceParams, invoiceQuery } from "../../routes/invoices/invoice-routes";
import {
  confirmCopyBody,
  mailServiceQuery,
  sendEmailBody,
} from "../../routes/mail-service/mail-service-bodies";
import {
  confirmBody,
  emailBody,
  statusQuery,
  storeQuery,
  unsubscribeQuery,
} from "../../routes/newsletter/newsletter-bodies";
import { reviewBody } from "../../routes/reviews/review-body";
import { stockAlertBody } from "../../routes/stock-alerts/stock-alert-body";
import { userQuery } from "../../routes/user/user-caller";
import { file, type Operation, ok, refusal } from "../answers";
import { any, int, list, nullable, obj, oneOfText, str } from "../schema-words";

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
const notAuthorized = refusal(
  401,
  "The token is unknown, expired or ended",
  USER_MESSAGES.notAuthorized,
);
const done = ok(oneOfText("OK"), "OK");

const cmsContent = obj({ id: int, identifier: str, content: str });
const cmsExample = {
  id: 1,
  identifier: "over-ons",
  title: "Over ons",
  content: "<p>Etalage is…</p>",
  active: true,
};
const cmsRefusals = {
  400: refusal(400, "The id or storeId is not valid", "Invalid CMS id: abc"),
  404: refusal(404, "No such type, or no active page or block", "CMS query returned empty result"),
};
const proofRefusals = {
  401: notAuthorized,
  403: refusal(403, "Not the buyer's, or not paid yet", "This download is not yours"),
  404: refusal(404, "No such file", "No such download"),
};

/** Reviews, the newsletter, stock alerts, the contact form, CMS content and an order's files. */
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
  "GET /api/ext/mailchimp-subscribe/subscribe": {
    summary: "Newsletter status of an address",
    description:
      "The real status only for the logged-in customer's own address; any other address reads `unsubscribed`.",
    tag: "Newsletter",
    caller: "guest-or-customer",
    query: statusQuery,
    answers: {
      200: ok(oneOfText("pending", "subscribed", "unsubscribed"), "subscribed"),
      400: refusal(400, "Not an e-mail address", USER_MESSAGES.invalidEmail),
      401: notAuthorized,
    },
  },
  "POST /api/ext/mailchimp-subscribe/subscribe": {
    summary: "Sign up for the newsletter",
    description: "Mails a confirmation link (double opt-in); the same answer for every address.",
    tag: "Newsletter",
    caller: "anyone",
    query: storeQuery,
    body: emailBody,
    bodyExample: { email: "anna@example.nl" },
    answers: { 200: done, 400: refusal(400, "Not an e-mail address", USER_MESSAGES.invalidEmail) },
  },
  "DELETE /api/ext/mailchimp-subscribe/subscribe": {
    summary: "Unsubscribe an address",
    tag: "Newsletter",
    caller: "anyone",
    query: storeQuery,
    body: emailBody,
    bodyExample: { email: "anna@example.nl" },
    answers: { 200: done, 400: refusal(400, "Not an e-mail address", USER_MESSAGES.invalidEmail) },
  },
  "POST /api/ext/mailchimp-subscribe/confirm": {
    summary: "Confirm a sign-up with the mailed token",
    tag: "Newsletter",
    caller: "anyone",
    query: storeQuery,
    body: confirmBody,
    bodyExample: { token: "c0nf1rmT0k3n" },
    answers: {
      200: done,
      400: refusal(
        400,
        "The link is unknown or too old",
        "This confirmation link is no longer valid",
      ),
    },
  },
  "POST /api/ext/mailchimp-subscribe/unsubscribe": {
    summary: "Unsubscribe with a mail's one-click link",
    description:
      "The token in the query is all that counts; any small body (RFC 8058's form) is read and ignored.",
    tag: "Newsletter",
    caller: "anyone",
    query: unsubscribeQuery,
    answers: {
      200: done,
      400: refusal(400, "The link is unknown", "This unsubscribe link is not valid"),
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
  "GET /api/ext/cms-data/cms:kind/:id": {
    summary: "A CMS page or block by id",
    description:
      "`cmsPage/{id}` or `cmsBlock/{id}`, in the language of `storeCode` (Dutch by default).",
    tag: "Content",
    caller: "anyone",
    params: z.object({ kind: z.enum(["Page", "Block"]), id: z.string() }),
    query: z.object({ storeCode: z.string().optional() }),
    answers: { 200: ok(cmsContent, cmsExample), ...cmsRefusals },
  },
  "GET /api/ext/cms-data/cms:kind/:identifier/storeId/:storeId": {
    summary: "A CMS page or block by identifier",
    description: "`cmsPageIdentifier/{identifier}/storeId/{storeId}` or `cmsBlockIdentifier/…`.",
    tag: "Content",
    caller: "anyone",
    params: z.object({
      kind: z.enum(["PageIdentifier", "BlockIdentifier"]),
      identifier: z.string(),
      storeId: z.string(),
    }),
    answers: { 200: ok(cmsContent, cmsExample), ...cmsRefusals },
  },
  "GET /api/ext/store-content/:kind/:storeCode": {
    summary: "Banners, the home page or the brand's stores",
    tag: "Content",
    caller: "anyone",
    params: z.object({
      kind: z.enum(["banners", "homepage", "stores"]),
      storeCode: z.enum(["nl", "en"]),
    }),
    answers: {
      200: ok(
        any,
        {
          mainBanners: [{ title: "Nieuwe collectie", link: "/nieuw", image: "/img/banner-1.jpg" }],
        },
        "The content as the shop keeps it",
      ),
      404: refusal(404, "No such content", "No store content banners for store de"),
    },
  },
  "GET /api/ext/downloads/:key": {
    summary: "A downloadable product's file",
    description: "For the buyer of a paid order only: her token, or the order's `orderToken`.",
    tag: "Files",
    caller: "guest-or-customer",
    query: downloadQuery,
    answers: { 200: file("application/pdf", "The file"), ...proofRefusals },
  },
  "GET /api/ext/invoices/:file": {
    summary: "A paid order's invoice",
    description:
      "`{increment_id}.pdf`, for its buyer only: her token, or the order's `orderToken`.",
    tag: "Files",
    caller: "guest-or-customer",
    params: invoiceParams,
    query: invoiceQuery,
    answers: { 200: file("application/pdf", "The invoice"), ...proofRefusals },
  },
};
