import type { PaymentMethod, ShippingMethod, StoreCode } from "@etalage/contracts";
import { ApiRefusal } from "../../lib/api/api-call";

/**
 * The shipping and payment methods last answered, kept in the browser so a shopper whose
 * connection dropped can still reach the review step and leave her order waiting (docs/specification/checkout-and-orders.md):
 * the shipping methods per store view and country, the payment methods per store view.
 */
export const KEPT_METHODS_KEY = "etalage:checkout-methods";

interface Kept {
  shipping: Record<string, ShippingMethod[]>;
  payment: Record<string, PaymentMethod[]>;
}

/** docs/specification/entities.md: the one configured shipping method, a courier at a flat 5 € (NL, default). */
const FLAT_RATE = {
  carrier: { nl: "Koerier", en: "Courier" },
  method: { nl: "Vast tarief", en: "Flat rate" },
  amountInclTax: 5,
  /** The price without Dutch VAT (21%). */
  amountExclTax: 4.13,
} as const;

/** docs/specification/constants.md: cash on delivery costs nothing, is the default and is paid offline. */
const CASH_ON_DELIVERY = { nl: "Betalen bij aflevering", en: "Cash on delivery" } as const;

function read(): Kept {
  try {
    const raw = window.localStorage.getItem(KEPT_METHODS_KEY);
    const kept = raw ? (JSON.parse(raw) as Partial<Kept>) : {};
    return { shipping: kept.shipping ?? {}, payment: kept.payment ?? {} };
  } catch {
    return { shipping: {}, payment: {} };
  }
}

function write(kept: Kept): void {
  try {
    window.localStorage.setItem(KEPT_METHODS_KEY, JSON.stringify(kept));
  } catch (error) {
    console.error("The checkout's methods could not be kept for offline use.", error);
  }
}

/** The browser is offline, or a call found no network (status 0). */
export const isConnectionLost = (error: unknown): boolean =>
  !navigator.onLine || (error instanceof ApiRefusal && error.status === 0);

const countryKey = (store: StoreCode, country: string) => `${store}:${country.toUpperCase()}`;

export function keepShippingMethods(
  store: StoreCode,
  country: string,
  methods: ShippingMethod[],
): void {
  const kept = read();
  kept.shipping[countryKey(store, country)] = methods;
  write(kept);
}

/**
 * The shipping methods last answered for the country, else for NL the configured flat rate;
 * none for another country never answered.
 */
export function keptShippingMethods(store: StoreCode, country: string): ShippingMethod[] {
  const kept = read().shipping[countryKey(store, country)];
  if (kept) return kept;
  if (country.toUpperCase() !== "NL") return [];
  return [
    {
      carrier_code: "flatrate",
      method_code: "flatrate",
      carrier_title: FLAT_RATE.carrier[store],
      method_title: FLAT_RATE.method[store],
      amount: FLAT_RATE.amountInclTax,
      base_amount: FLAT_RATE.amountInclTax,
      available: true,
      error_message: "",
      price_excl_tax: FLAT_RATE.amountExclTax,
      price_incl_tax: FLAT_RATE.amountInclTax,
    },
  ];
}

export function keepPaymentMethods(store: StoreCode, methods: PaymentMethod[]): void {
  const kept = read();
  kept.payment[store] = methods;
  write(kept);
}

/**
 * The payment methods an order placed offline can use: those last answered that are paid
 * offline, else cash on delivery.
 */
export function keptOfflinePaymentMethods(store: StoreCode): PaymentMethod[] {
  const offline = (read().payment[store] ?? []).filter((method) => method.offline);
  if (offline.length > 0) return offline;
  return [
    {
      code: "cashondelivery",
      title: CASH_ON_DELIVERY[store],
      cost_incl_tax: 0,
      default: true,
      offline: true,
      is_server_method: false,
    },
  ];
}
