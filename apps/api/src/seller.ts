import { z } from "zod";

/**
 * The shop's legal face on invoices and credit notes: name, address, Chamber of Commerce (KvK)
 * number and VAT (BTW) number, from SELLER_NAME, SELLER_ADDRESS, SELLER_KVK and SELLER_BTW.
 * The defaults are the demo shop's; a real shop sets its own.
 */
export type Seller = {
  name: string;
  /** As configured, e.g. "Keizersgracht 123, 1015 CJ Amsterdam". */
  address: string;
  /** The address split at its commas, one line each, as printed on a document. */
  addressLines: string[];
  kvk: string;
  btw: string;
};

/** The SELLER_* part of the settings' schema (config.ts). */
export const sellerSettingsSchema = {
  SELLER_NAME: z.string().trim().min(1).max(120).default("Etalage B.V."),
  SELLER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default("Keizersgracht 123, 1015 CJ Amsterdam, Nederland"),
  SELLER_KVK: z
    .string()
    .regex(/^\d{8}$/, "SELLER_KVK must be the 8 digits of a KvK number, as in 12345678")
    .default("12345678"),
  SELLER_BTW: z
    .string()
    .regex(
      /^[A-Z]{2}[0-9A-Z]{2,13}$/,
      "SELLER_BTW must be a VAT number starting with its country code, as in NL123456789B01",
    )
    .default("NL123456789B01"),
};

export function sellerOf(e: {
  SELLER_NAME: string;
  SELLER_ADDRESS: string;
  SELLER_KVK: string;
  SELLER_BTW: string;
}): Seller {
  return {
    name: e.SELLER_NAME,
    address: e.SELLER_ADDRESS,
    addressLines: e.SELLER_ADDRESS.split(",")
      .map((line) => line.trim())
      .filter((line) => line !== ""),
    kvk: e.SELLER_KVK,
    btw: e.SELLER_BTW,
  };
}
