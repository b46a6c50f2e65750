import { reviewListQuery, reviewParams } from "../../routes/admin/review-routes";
import {
  receiveBody,
  rejectBody,
  returnListQuery,
  returnNumberParams,
} from "../../routes/returns/return-bodies";
import { type Operation, ok, refusal } from "../answers";
import { any, int, list, obj, str } from "../schema-words";
import { receivedReturnExample } from "./example-return";

const returnView = obj({ number: str, increment_id: str, status: str, lines: list(any) });
const noReturn = refusal(404, "No such return", "No such return");
const reviewExample = {
  product_sku: "WS12",
  product_name: "Jurk Iris",
  id: 5,
  product_id: 1,
  title: "Zit als gegoten",
  detail: "Mooie stof.",
  nickname: "Anna",
  rating: 5,
  status: "approved",
};
const ownReview = obj({
  id: int,
  product_id: int,
  status: str,
  product_sku: str,
  product_name: str,
});
const onReturn = { tag: "Returns", caller: "staff" as const, params: returnNumberParams };

/** `/api/admin/returns` and `/api/admin/reviews`: what customers send back and write. */
export const adminReturnReviewOperations: Record<string, Operation> = {
  "GET /api/admin/returns": {
    summary: "Returns, by status",
    tag: "Returns",
    caller: "staff",
    query: returnListQuery,
    answers: { 200: ok(obj({ items: list(returnView) }), { items: [receivedReturnExample] }) },
  },
  "POST /api/admin/returns/:number/receive": {
    summary: "Receive a return's parcel",
    description: "What came back per line, and whether it goes back in stock.",
    ...onReturn,
    body: receiveBody,
    bodyExample: { lines: [{ sku: "WS12-M-Blue", qty: 1, restock: true }] },
    answers: {
      200: ok(returnView, receivedReturnExample),
      404: noReturn,
      409: refusal(409, "The return was handled already", "This return was received already"),
    },
  },
  "POST /api/admin/returns/:number/reject": {
    summary: "Refuse a return",
    ...onReturn,
    body: rejectBody,
    bodyExample: { reason: "Gedragen en gewassen" },
    answers: {
      200: ok(returnView, {
        ...receivedReturnExample,
        status: "rejected",
        reject_reason: "Gedragen en gewassen",
      }),
      404: noReturn,
      409: refusal(409, "The return was handled already", "This return was refunded already"),
    },
  },
  "POST /api/admin/returns/:number/refund": {
    summary: "Pay a received return back",
    description: "For the owner.",
    ...onReturn,
    answers: {
      200: ok(returnView, { ...receivedReturnExample, status: "refunded", refunded_amount: 59.95 }),
      404: noReturn,
      409: refusal(
        409,
        "The return is not received, or was paid back already",
        "Receive the return first",
      ),
      502: refusal(502, "The payment provider failed", "The payment provider did not answer"),
    },
  },
  "GET /api/admin/reviews": {
    summary: "Reviews, by status (waiting ones by default)",
    tag: "Reviews",
    caller: "staff",
    query: reviewListQuery,
    answers: {
      200: ok(obj({ items: list(ownReview) }), {
        items: [{ ...reviewExample, status: "pending" }],
      }),
    },
  },
  "POST /api/admin/reviews/:id/approve": {
    summary: "Approve a review",
    tag: "Reviews",
    caller: "staff",
    params: reviewParams,
    answers: {
      200: ok(ownReview, reviewExample),
      404: refusal(404, "No such review", "No such review"),
    },
  },
  "POST /api/admin/reviews/:id/reject": {
    summary: "Reject a review",
    tag: "Reviews",
    caller: "staff",
    params: reviewParams,
    answers: {
      200: ok(ownReview, { ...reviewExample, status: "rejected" }),
      404: refusal(404, "No such review", "No such review"),
    },
  },
};
