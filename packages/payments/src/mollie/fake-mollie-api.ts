import { randomBytes } from "node:crypto";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";
import { fakeMollieRefunds } from "./fake-mollie-refunds";
import {
  idealIssuerShapes,
  type Json,
  type MollieErrorShape,
  methodListShape,
  methodShape,
  noSuchPayment,
  paymentShape,
  refuse,
} from "./fake-mollie-shapes";

/**
 * A local HTTPS stand-in for Mollie's API (v2), for tests only: Mollie's servers are outside
 * our walls. It answers the few calls the shop makes, with a self-signed certificate made at
 * start (see acceptSelfSignedCertificates).
 */
export interface FakeMollieApi {
  /** The `apiEndpoint` to give the client: `https://127.0.0.1:{port}/v2/`. */
  endpoint: string;
  /** The one API key the fake accepts. */
  apiKey: string;
  /** Every request it received, in order. */
  requests: FakeMollieRequest[];
  /** Sets a payment's status, as the shopper's choice at Mollie would. */
  setStatus(paymentId: string, status: string): void;
  /** Sets a refund's status, as Mollie does once the bank has paid it out (or failed to). */
  setRefundStatus(refundId: string, status: string): void;
  /** The next request is answered with this Mollie error instead. */
  failNext(error: MollieErrorShape): void;
  close(): Promise<void>;
}

export interface FakeMollieRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export async function startFakeMollieApi(): Promise<FakeMollieApi> {
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keySize: 2048,
    algorithm: "sha256",
  });
  const apiKey = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";
  const requests: FakeMollieRequest[] = [];
  const payments = new Map<string, Json>();
  const refunds = fakeMollieRefunds(payments, () => origin);
  let nextError: MollieErrorShape | undefined;
  let origin = "";

  const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", origin);
      const body = text ? (JSON.parse(text) as Json) : undefined;
      const { method = "", headers } = req;
      requests.push({
        method,
        path: `${url.pathname}${url.search}`,
        authorization: headers.authorization,
        body,
      });
      const [status, reply] = answer(method, url, body, headers.authorization);
      res.writeHead(status, { "content-type": "application/hal+json" });
      res.end(JSON.stringify(reply));
    });
  });

  function answer(method: string, url: URL, body?: Json, auth?: string): [number, Json] {
    if (auth !== `Bearer ${apiKey}`) {
      return refuse({
        status: 401,
        title: "Unauthorized Request",
        detail: "Missing authentication, or failed to authenticate",
      });
    }
    if (nextError) {
      const error = nextError;
      nextError = undefined;
      return refuse(error);
    }
    const path = url.pathname;
    if (method === "GET" && path === "/v2/methods") {
      return [200, methodListShape(origin, ["ideal", "bancontact", "creditcard", "paypal"])];
    }
    if (method === "GET" && path === "/v2/methods/ideal") {
      const issuers = url.searchParams.get("include") === "issuers";
      const ideal = methodShape(origin, "ideal");
      return [200, issuers ? { ...ideal, issuers: idealIssuerShapes(origin) } : ideal];
    }
    if (method === "POST" && path === "/v2/payments") return createPayment(body ?? {});
    const refunded = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(path)?.[1];
    if (method === "POST" && refunded) return refunds.create(refunded, body ?? {});
    if (method === "GET" && refunded) return refunds.list(refunded);
    const id = /^\/v2\/payments\/([^/]+)$/.exec(path)?.[1];
    if ((method === "GET" || method === "DELETE") && id) {
      const payment = payments.get(id);
      if (!payment) return noSuchPayment(id);
      if (method === "GET") return [200, payment];
      if (payment.status !== "open") {
        return refuse({
          status: 422,
          title: "Unprocessable Entity",
          detail: "The payment cannot be canceled",
        });
      }
      payment.status = "canceled";
      return [200, payment];
    }
    return refuse({ status: 404, title: "Not Found", detail: "The resource does not exist" });
  }

  function createPayment(body: Json): [number, Json] {
    const amount = body.amount as { value?: string } | undefined;
    const title = "Unprocessable Entity";
    if (!amount?.value || !/^\d+\.\d{2}$/.test(amount.value)) {
      return refuse({
        status: 422,
        title,
        detail: "The amount contains an invalid value",
        field: "amount.value",
      });
    }
    if (Number(amount.value) < 0.01) {
      return refuse({
        status: 422,
        title,
        detail: "The amount is lower than the minimum",
        field: "amount",
      });
    }
    const id = `tr_${randomBytes(6).toString("hex")}`;
    const payment = paymentShape(origin, id, body, new Date());
    payments.set(id, payment);
    return [201, payment];
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint: `${origin}/v2/`,
    apiKey,
    requests,
    setStatus(paymentId, status) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`The fake has no payment ${paymentId}`);
      payment.status = status;
    },
    setRefundStatus: refunds.setStatus,
    failNext(error) {
      nextError = error;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
