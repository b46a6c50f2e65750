import type { StoreCode } from "@etalage/contracts";
import type { SandboxOutcome } from "@etalage/payments";

/** The hosted test page's words, Dutch by default and English. */
export interface SandboxTexts {
  title: string;
  lead: string;
  amount: string;
  method: string;
  issuer: string;
  description: string;
  choose: string;
  /** The methods' names; the sandbox's own (English) description for any other. */
  methods: Record<string, string>;
  outcomes: Record<SandboxOutcome, string>;
  settled: (status: string) => string;
  back: string;
  /** The heading of a paid payment's refunds, and its words when there are none yet. */
  refunds: string;
  noRefunds: string;
  leftToRefund: string;
  notFound: string;
  notFoundLead: string;
}

export const SANDBOX_TEXTS: Record<StoreCode, SandboxTexts> = {
  nl: {
    title: "Testbetaling",
    lead: "Dit is de testomgeving van de betaalprovider. Er wordt geen geld overgemaakt: kies zelf hoe de betaling afloopt.",
    amount: "Bedrag",
    method: "Betaalmethode",
    issuer: "Bank",
    description: "Omschrijving",
    choose: "Kies de uitkomst",
    methods: { ideal: "iDEAL", bancontact: "Bancontact", creditcard: "Creditcard" },
    outcomes: {
      paid: "Betaald",
      failed: "Mislukt",
      canceled: "Geannuleerd",
      expired: "Verlopen",
      open: "Open laten",
    },
    settled: (status) => `Deze betaling is al afgerond (${status}).`,
    back: "Terug naar de winkel",
    refunds: "Terugbetalingen",
    noRefunds: "Er is nog niets terugbetaald.",
    leftToRefund: "Nog terug te betalen",
    notFound: "Betaling niet gevonden",
    notFoundLead: "Deze testbetaling bestaat niet.",
  },
  en: {
    title: "Test payment",
    lead: "This is the payment provider's test environment. No money is moved: choose how the payment ends.",
    amount: "Amount",
    method: "Payment method",
    issuer: "Bank",
    description: "Description",
    choose: "Choose the outcome",
    methods: { ideal: "iDEAL", bancontact: "Bancontact", creditcard: "Credit card" },
    outcomes: {
      paid: "Paid",
      failed: "Failed",
      canceled: "Canceled",
      expired: "Expired",
      open: "Leave open",
    },
    settled: (status) => `This payment has already ended (${status}).`,
    back: "Back to the shop",
    refunds: "Refunds",
    noRefunds: "Nothing has been refunded yet.",
    leftToRefund: "Left to refund",
    notFound: "Payment not found",
    notFoundLead: "This test payment does not exist.",
  },
};
