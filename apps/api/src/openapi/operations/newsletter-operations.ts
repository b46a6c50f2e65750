import { USER_MESSAGES } from "@etalage/contracts";
import {
  confirmBody,
  emailBody,
  statusQuery,
  storeQuery,
  unsubscribeQuery,
} from "../../routes/newsletter/newsletter-bodies";
import { type Operation, ok, refusal } from "../answers";
import { oneOfText } from "../schema-words";
import { done, notAuthorized } from "./shopper-operations";

const notAnEmail = refusal(400, "Not an e-mail address", USER_MESSAGES.invalidEmail);
/** Signing up and unsubscribing: an address in the body, the same answer for every address. */
const byAddress = {
  tag: "Newsletter",
  caller: "anyone" as const,
  query: storeQuery,
  body: emailBody,
  bodyExample: { email: "anna@example.nl" },
  answers: { 200: done, 400: notAnEmail },
};

/** The newsletter: its status for an address, signing up with double opt-in, unsubscribing. */
export const newsletterOperations: Record<string, Operation> = {
  "GET /api/ext/mailchimp-subscribe/subscribe": {
    summary: "Newsletter status of an address",
    description:
      "The real status only for the logged-in customer's own address; any other address reads `unsubscribed`.",
    tag: "Newsletter",
    caller: "guest-or-customer",
    query: statusQuery,
    answers: {
      200: ok(oneOfText("pending", "subscribed", "unsubscribed"), "subscribed"),
      400: notAnEmail,
      401: notAuthorized,
    },
  },
  "POST /api/ext/mailchimp-subscribe/subscribe": {
    summary: "Sign up for the newsletter",
    description: "Mails a confirmation link (double opt-in); the same answer for every address.",
    ...byAddress,
  },
  "DELETE /api/ext/mailchimp-subscribe/subscribe": {
    summary: "Unsubscribe an address",
    ...byAddress,
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
};
