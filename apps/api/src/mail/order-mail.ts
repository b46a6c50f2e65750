import { type OrderMailFacts, PROVIDER_METHODS, paymentMethodsFor } from "@etalage/commerce";
import {
  type OrderAddress,
  type PaymentMethodCode,
  SHOP_TIME_ZONE,
  STORE_VIEWS,
} from "@etalage/contracts";
import type { OrderRow } from "@etalage/db";
import type { Mail, OrderMailData } from "@etalage/mail";
import { formatPrice } from "@etalage/pricing";

/** Intl's formatters take long to make: one of each per locale, made once, for every order. */
function oncePerLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}
const countryNames = oncePerLocale((locale) => new Intl.DisplayNames([locale], { type: "region" }));
const orderDates = oncePerLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      // An order placed at 00:30 in Amsterdam is dated that day.
      timeZone: SHOP_TIME_ZONE,
    }),
);

/** A stored address as lines: name, company, street, postcode and city, country. */
function addressLines(json: string, locale: string): string[] {
  const address = JSON.parse(json) as Partial<OrderAddress>;
  const country = address.country_id
    ? (countryNames(locale).of(address.country_id.toUpperCase()) ?? address.country_id)
    : "";
  return [
    [address.firstname, address.lastname].filter(Boolean).join(" "),
    address.company ?? "",
    (address.street ?? []).filter(Boolean).join(" "),
    [address.postcode, address.city].filter(Boolean).join(" "),
    country,
    address.telephone ?? "",
  ].filter((line) => line.trim() !== "");
}

function paymentTitle(order: OrderRow): string {
  const method = paymentMethodsFor(order.store_code, false).find(
    (m) => m.code === order.payment_method_code,
  );
  return method?.title ?? order.payment_method_code;
}

/** The order as its mails tell it, in the order's language; money as the shop writes it. */
export function orderMailData(facts: OrderMailFacts): OrderMailData {
  const { order } = facts;
  const { locale } = STORE_VIEWS[order.store_code];
  const date = orderDates(locale).format(new Date(order.created_at));
  const shipped = order.shipping_address !== null;
  return {
    firstname: order.customer_firstname,
    orderNumber: order.increment_id,
    date,
    lines: facts.lines.map((line) => ({
      name: line.name,
      options: line.options.map((option) => `${option.label}: ${option.value}`),
      qty: line.qty,
      unitPrice: formatPrice(line.priceInclTax),
      rowTotal: formatPrice(line.rowTotalInclTax),
    })),
    totals: {
      subtotal: formatPrice(order.subtotal_incl_tax),
      discount: order.discount_amount !== 0 ? formatPrice(-Math.abs(order.discount_amount)) : null,
      couponCode: order.coupon_code,
      shipping: shipped ? formatPrice(order.shipping_incl_tax) : null,
      tax: formatPrice(order.tax_amount),
      grandTotal: formatPrice(order.grand_total),
    },
    shippingAddress: order.shipping_address ? addressLines(order.shipping_address, locale) : null,
    billingAddress: addressLines(order.billing_address, locale),
    shippingMethod: order.shipping_description,
    paymentMethod: paymentTitle(order),
    providerPayment: PROVIDER_METHODS.includes(order.payment_method_code as PaymentMethodCode),
    orderToken: order.order_token,
  };
}

/**
 * An order's mail to its shopper, in the order's store view. Its links go to the origin the
 * order was placed on (PUBLIC_URL when set, see http/public-origin.ts), else to `fallbackOrigin`.
 */
export function orderMail(
  facts: OrderMailFacts,
  publicUrl: string | undefined,
  fallbackOrigin: string,
): Mail {
  const { order } = facts;
  const common = {
    to: {
      address: order.customer_email,
      name: `${order.customer_firstname} ${order.customer_lastname}`.trim(),
    },
    storeCode: order.store_code,
    origin: publicUrl ?? order.public_origin ?? fallbackOrigin,
  };
  const data = orderMailData(facts);
  switch (facts.kind) {
    case "order-confirmation":
      return { ...common, template: "order-confirmation", data };
    case "order-paid":
      return { ...common, template: "order-paid", data };
    case "order-canceled":
      return { ...common, template: "order-canceled", data: { ...data, reason: facts.reason } };
  }
}
