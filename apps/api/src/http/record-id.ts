import { RECORD_ID_MAX } from "@etalage/contracts";
import { z } from "zod";

/** A record's id in a path, `12`: digits, no larger than a record's id can be. */
export const recordIdParam = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((id) => id <= RECORD_ID_MAX, message);

/** A record's id as a number (`fromText`: as a path or query gives it), refused with `message`. */
export const recordId = (message: string, fromText = false) =>
  (fromText ? z.coerce.number(message) : z.number(message))
    .int(message)
    .min(1, message)
    .max(RECORD_ID_MAX, message);
