import type { StoreCode } from "@etalage/contracts";
import {
  PaymentProviderError,
  type SandboxGateway,
  type SandboxOutcome,
  type SandboxPayment,
} from "@etalage/payments";
import formBody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Shop } from "../../shop";
import { renderSandboxNotFound, renderSandboxPage, sandboxPagePolicy } from "./sandbox-page";

const PATH = "/sandbox/pay/:paymentId";

const pageQuery = z.object({ lang: z.string().max(8).optional() });
const settleBody = z.object({
  outcome: z.enum(["paid", "failed", "canceled", "expired", "open"]),
});

type PaymentRequest = FastifyRequest<{ Params: { paymentId: string } }>;

/** `?lang=en|nl`, else the language of the shop page the payment returns to, else Dutch. */
function languageOf(request: FastifyRequest, payment: SandboxPayment | undefined): StoreCode {
  const asked = pageQuery.safeParse(request.query).data?.lang;
  if (asked === "en" || asked === "nl") return asked;
  if (!payment) return "nl";
  try {
    return new URL(payment.redirectUrl).pathname.startsWith("/en/") ? "en" : "nl";
  } catch {
    return "nl";
  }
}

function sendHtml(reply: FastifyReply, status: number, html: string, formTargets: string[] = []) {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", sandboxPagePolicy(formTargets))
    .send(html);
}

function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The sandbox gateway's hosted page, only while the sandbox takes the payments: it shows a
 * payment and lets the tester choose its outcome. The choice calls the shop's webhook, as
 * Mollie would, and sends the browser back to the payment's redirect URL. Plain HTML with a
 * form, so it runs under a CSP without any script.
 */
export async function sandboxRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  const sandbox = shop.payments.sandbox;
  if (!sandbox) return;
  const describe = describer(sandbox);
  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 4096 });

    scope.get(PATH, async (request: PaymentRequest, reply) => {
      const payment = await sandbox.findPayment(request.params.paymentId);
      const lang = languageOf(request, payment);
      if (!payment) return sendHtml(reply, 404, renderSandboxNotFound(lang));
      const described = await describe(payment);
      const refunds = await sandbox.findRefunds(payment.id);
      const action = `/sandbox/pay/${encodeURIComponent(payment.id)}?lang=${lang}`;
      return sendHtml(
        reply,
        200,
        renderSandboxPage({ payment, lang, action, refunds, ...described }),
        originOf(payment.redirectUrl),
      );
    });

    scope.post(PATH, async (request: PaymentRequest, reply) => {
      const known = await sandbox.findPayment(request.params.paymentId);
      const lang = languageOf(request, known);
      if (!known) return sendHtml(reply, 404, renderSandboxNotFound(lang));
      const body = settleBody.safeParse(request.body ?? {});
      // A form without a known outcome changes nothing: the page is shown again.
      if (!body.success)
        return reply.redirect(`/sandbox/pay/${encodeURIComponent(known.id)}?lang=${lang}`, 303);
      try {
        const settled = await sandbox.settle(known.id, body.data.outcome as SandboxOutcome);
        if (settled.webhook.called && settled.webhook.error)
          request.log.warn(
            { paymentId: known.id, error: settled.webhook.error },
            "the webhook failed",
          );
      } catch (error) {
        if (error instanceof PaymentProviderError)
          return sendHtml(reply, 404, renderSandboxNotFound(lang));
        throw error;
      }
      return reply.redirect(known.redirectUrl, 303);
    });
  });
}

/** The method's and issuer's names and image as the sandbox lists them. */
function describer(sandbox: SandboxGateway) {
  return async (payment: SandboxPayment) => {
    const method = (await sandbox.listMethods()).find((m) => m.id === payment.method);
    const issuer = payment.issuer
      ? (await sandbox.listIdealIssuers()).find((i) => i.id === payment.issuer)
      : undefined;
    return {
      methodName: method?.description ?? payment.method,
      methodImage: method?.image.svg,
      issuerName: issuer?.name ?? payment.issuer,
    };
  };
}
