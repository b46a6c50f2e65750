import { type CustomerContext, type CustomerMail, deviceHashOf } from "@etalage/commerce";
import type { StoreCode } from "@etalage/contracts";
import type { Mail } from "@etalage/mail";
import type { FastifyRequest } from "fastify";
import type { Shop } from "../../shop";
import { mailingContextOf } from "../mailing-context";
import { deviceTokenOf } from "./device-cookie";

/**
 * The account steps' view of the shop for one request: its store view, and the mail room for
 * mails that leave after the commit, with links to this shop (PUBLIC_URL, else the request's
 * own origin). Failed logins are counted by the request's IP address (behind TRUST_PROXY, the
 * client's) and its device cookie.
 */
export function customerContextOf(
  shop: Shop,
  request: FastifyRequest,
  store: StoreCode,
): CustomerContext {
  return {
    ...mailingContextOf(shop, request, store, (mail: CustomerMail, origin) =>
      shopMail(mail, store, origin),
    ),
    accessTokenMinutes: shop.settings.accessTokenMinutes,
    client: { address: request.ip, deviceHash: deviceHashOf(deviceTokenOf(request)) },
  };
}

function shopMail(mail: CustomerMail, storeCode: StoreCode, origin: string): Mail {
  const { customer } = mail;
  const to = { address: customer.email, name: `${customer.firstname} ${customer.lastname}` };
  const common = { to, storeCode, origin };
  switch (mail.template) {
    case "welcome":
      return {
        ...common,
        template: "welcome",
        data: { firstname: customer.firstname, lastname: customer.lastname },
      };
    case "reset-password":
      return {
        ...common,
        template: "reset-password",
        data: { firstname: customer.firstname, email: customer.email, token: mail.token },
      };
    case "password-changed":
      return { ...common, template: "password-changed", data: { firstname: customer.firstname } };
    case "email-changed":
      return {
        ...common,
        template: "email-changed",
        data: { firstname: customer.firstname, newEmail: mail.newEmail },
      };
    case "email-taken":
      return { ...common, template: "email-taken", data: { firstname: customer.firstname } };
    case "account-deleted":
      return { ...common, template: "account-deleted", data: { firstname: customer.firstname } };
  }
}
