import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

/**
 * A local HTTPS stand-in for Mollie's API (v2), for tests only: Mollie's servers are outside
 * our walls. It answers the few calls the shop makes with the JSON shapes Mollie documents.
 * The client accepts only HTTPS and its own CA list, so the test worker must accept
 * self-signed certificates (see acceptSelfSignedCertificates).
 */
export interface FakeMollieApi {
  /** The `apiEndpoint` to give the client: `https://127.0.0.1:{port}/v2/`. */
  endpoint: string;
  /** The API key the fake accepts. */
  apiKey: string;
  /** Every request it received, in order. */
  requests: FakeMollieRequest[];
  /** Sets a payment's status, as a shopper's choice at Mollie would. */
  setStatus(paymentId: string, status: string): void;
  /** The next request is answered with this Mollie error instead. */
  failNext(error: { status: number; title: string; detail: string; field?: string }): void;
  close(): Promise<void>;
}

export interface FakeMollieRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

type Json = Record<string, unknown>;

export async function startFakeMollieApi(): Promise<FakeMollieApi> {
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keySize: 2048,
    algorithm: "sha256",
  });
  const apiKey = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";
  const requests: FakeMollieRequest[] = [];
  const payments = new Map<string, Json>();
  let nextError: { status: number; title: string; detail: string; field?: string } | undefined;
  let origin = "";

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", origin);
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      requests.push({
        method: req.method ?? "",
        path: `${url.pathname}${url.search}`,
        authorization: req.headers.authorization,
        body,
      });
      const [status, reply] = answer(req.method ?? "", url, body, req.headers.authorization);
      res.writeHead(status, { "content-type": "application/hal+json" });
      res.end(JSON.stringify(reply));
    });
  });

  function answer(method: string, url: URL, body: unknown, auth?: string): [number, Json] {
    if (auth !== `Bearer ${apiKey}`) {
      return mollieError(
        401,
        "Unauthorized Request",
        "Missing authentication, or failed to authenticate",
      );
    }
    if (nextError) {
      const { status, title, detail, field } = nextError;
      nextError = undefined;
      return mollieError(status, title, detail, field);
    }
    const path = url.pathname;
    if (method === "GET" && path === "/v2/methods") {
      const methods = ["ideal", "bancontact", "creditcard", "paypal"].map(methodJson);
      return [200, { count: methods.length, _embedded: { methods }, _links: selfLink(url) }];
    }
    if (method === "GET" && path === "/v2/methods/ideal") {
      const withIssuers = url.searchParams.get("include") === "issuers";
      return [200, { ...methodJson("ideal"), ...(withIssuers ? { issuers: issuers() } : {}) }];
    }
    if (method === "POST" && path === "/v2/payments") return createPayment(body as Json);
    const paymentPath = /^\/v2\/payments\/([^/]+)$/.exec(path);
    if (method === "GET" && paymentPath) {
      const payment = payments.get(paymentPath[1]!);
      return payment
        ? [200, payment]
        : mollieError(404, "Not Found", `No payment exists with token ${paymentPath[1]}.`);
    }
    return mollieError(404, "Not Found", "The resource does not exist");
  }

  function createPayment(body: Json): [number, Json] {
    const amount = body.amount as { currency?: string; value?: string } | undefined;
    if (!amount?.value || !/^\d+\.\d{2}$/.test(amount.value)) {
      return mollieError(
        422,
        "Unprocessable Entity",
        "The amount contains an invalid value",
        "amount.value",
      );
    }
    if (Number(amount.value) < 0.01) {
      return mollieError(
        422,
        "Unprocessable Entity",
        "The amount is lower than the minimum",
        "amount",
      );
    }
    const id = `tr_${randomBytes(6).toString("hex")}`;
    const now = new Date();
    const payment: Json = {
      resource: "payment",
      id,
      mode: "test",
      createdAt: now.toISOString(),
      amount,
      description: body.description,
      method: body.method ?? null,
      metadata: body.metadata ?? null,
      status: "open",
      isCancelable: false,
      expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
      profileId: "pfl_QkEhN94Ba",
      sequenceType: "oneoff",
      redirectUrl: body.redirectUrl,
      webhookUrl: body.webhookUrl,
      _links: {
        self: { href: `${origin}/v2/payments/${id}`, type: "application/hal+json" },
        checkout: { href: `${origin}/checkout/select-issuer/ideal/${id}`, type: "text/html" },
        documentation: {
          href: "https://docs.mollie.com/reference/create-payment",
          type: "text/html",
        },
      },
    };
    payments.set(id, payment);
    return [201, payment];
  }

  function methodJson(id: string): Json {
    const description = {
      ideal: "iDEAL",
      bancontact: "Bancontact",
      creditcard: "Card",
      paypal: "PayPal",
    }[id];
    return {
      resource: "method",
      id,
      description,
      minimumAmount: { value: "0.01", currency: "EUR" },
      maximumAmount: { value: "50000.00", currency: "EUR" },
      image: image(`payment-methods/${id}`),
      status: "activated",
      _links: { self: { href: `${origin}/v2/methods/${id}`, type: "application/hal+json" } },
    };
  }

  function issuers(): Json[] {
    return [
      {
        resource: "issuer",
        id: "ideal_ABNANL2A",
        name: "ABN AMRO",
        image: image("ideal-issuers/ABNANL2A"),
      },
      {
        resource: "issuer",
        id: "ideal_INGBNL2A",
        name: "ING",
        image: image("ideal-issuers/INGBNL2A"),
      },
    ];
  }

  function image(path: string) {
    return {
      size1x: `${origin}/external/icons/${path}.png`,
      size2x: `${origin}/external/icons/${path}%402x.png`,
      svg: `${origin}/external/icons/${path}.svg`,
    };
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

/** Mollie's error body (RFC 7807 style, as its API answers). */
function mollieError(
  status: number,
  title: string,
  detail: string,
  field?: string,
): [number, Json] {
  return [
    status,
    {
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: {
        documentation: {
          href: "https://docs.mollie.com/overview/handling-errors",
          type: "text/html",
        },
      },
    },
  ];
}

function selfLink(url: URL) {
  return { self: { href: url.toString(), type: "application/hal+json" }, documentation: null };
}

/**
 * Lets this test worker's HTTPS clients accept the fake's self-signed certificate (the Mollie
 * client ignores NODE_EXTRA_CA_CERTS). Call it in the fake's test file only; the returned
 * function restores the setting.
 */
export function acceptSelfSignedCertificates(): () => void {
  const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  return () => {
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  };
}
