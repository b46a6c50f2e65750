import type { OfferedMethodId } from "../payment-rules";

/** The methods the sandbox offers, as Mollie's test mode describes them. */
export const sandboxMethods: ReadonlyArray<{ id: OfferedMethodId; description: string }> = [
  { id: "ideal", description: "iDEAL" },
  { id: "bancontact", description: "Bancontact" },
  { id: "creditcard", description: "Credit card" },
];

/** Dutch banks for iDEAL, with the issuer ids Mollie uses (`ideal_` and the bank's BIC). */
export const sandboxIssuers: ReadonlyArray<{ id: string; name: string }> = [
  { id: "ideal_ABNANL2A", name: "ABN AMRO" },
  { id: "ideal_ASNBNL21", name: "ASN Bank" },
  { id: "ideal_BUNQNL2A", name: "bunq" },
  { id: "ideal_INGBNL2A", name: "ING" },
  { id: "ideal_KNABNL2H", name: "Knab" },
  { id: "ideal_RABONL2U", name: "Rabobank" },
  { id: "ideal_RBRBNL21", name: "RegioBank" },
  { id: "ideal_SNSBNL2A", name: "SNS" },
  { id: "ideal_TRIONL2U", name: "Triodos Bank" },
];
