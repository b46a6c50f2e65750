/**
 * The JSON the fake Mollie API answers with, in the shapes Mollie documents for API v2
 * (HAL links, RFC 7807-style errors). Test support only.
 */
export type Json = Record<string, unknown>;

const descriptions: Record<string, string> = {
  ideal: "iDEAL",
  bancontact: "Bancontact",
  creditcard: "Card",
  paypal: "PayPal",
};

export function methodShape(origin: string, id: string): Json {
  return {
    resource: "method",
    id,
    description: descriptions[id] ?? id,
    minimumAmount: { value: "0.01", currency: "EUR" },
    maximumAmount: { value: "50000.00", currency: "EUR" },
    image: imageShape(origin, `payment-methods/${id}`),
    status: "activated",
    _links: { self: link(`${origin}/v2/methods/${id}`) },
  };
}

export function methodListShape(origin: string, ids: string[]): Json {
  const methods = ids.map((id) => methodShape(origin, id));
  return {
    count: methods.length,
    _embedded: { methods },
    _links: { self: link(`${origin}/v2/methods`), documentation: null },
  };
}

export function idealIssuerShapes(origin: string): Json[] {
  return [
    ["ideal_ABNANL2A", "ABN AMRO"],
    ["ideal_INGBNL2A", "ING"],
  ].map(([id, name]) => ({
    resource: "issuer",
    id,
    name,
    image: imageShape(origin, `ideal-issuers/${id?.slice("ideal_".length)}`),
  }));
}

/** A payment just created from the request body: open, expiring in 15 minutes. */
export function paymentShape(origin: string, id: string, body: Json, now: Date): Json {
  return {
    resource: "payment",
    id,
    mode: "test",
    createdAt: now.toISOString(),
    amount: body.amount,
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
      self: link(`${origin}/v2/payments/${id}`),
      checkout: { href: `${origin}/checkout/select-issuer/ideal/${id}`, type: "text/html" },
      documentation: {
        href: "https://docs.mollie.com/reference/create-payment",
        type: "text/html",
      },
    },
  };
}

export interface MollieErrorShape {
  status: number;
  title: string;
  detail: string;
  field?: string;
}

/** Mollie's error reply: status, title, detail (the message), and the field it objects to. */
export function errorShape({ status, title, detail, field }: MollieErrorShape): Json {
  return {
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
  };
}

/** A Mollie error as the fake's answer: its status and its error reply. */
export function refuse(error: MollieErrorShape): [number, Json] {
  return [error.status, errorShape(error)];
}

/** Mollie's answer to a payment id it does not know. */
export function noSuchPayment(paymentId: string): [number, Json] {
  return refuse({
    status: 404,
    title: "Not Found",
    detail: `No payment exists with token ${paymentId}.`,
  });
}

function imageShape(origin: string, path: string) {
  return {
    size1x: `${origin}/external/icons/${path}.png`,
    size2x: `${origin}/external/icons/${path}%402x.png`,
    svg: `${origin}/external/icons/${path}.svg`,
  };
}

function link(href: string) {
  return { href, type: "application/hal+json" };
}
