import { RECORD_ID_MAX, STORE_CODES, type StoreCode } from "@etalage/contracts";
import { z } from "zod";

const id = z.number().int().positive().max(RECORD_ID_MAX);

/** docs/specification/api-shapes.md §9: `{customer_id, product_id, store_code}`. */
export const stockAlertBody = z.object({
  customer_id: id,
  product_id: id,
  store_code: z
    .string()
    .refine(
      (code): code is StoreCode => STORE_CODES.includes(code as StoreCode),
      "unknown store code",
    )
    .transform((code) => code as StoreCode),
});
