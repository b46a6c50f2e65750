import { RECORD_ID_MAX } from "@etalage/contracts";
import { z } from "zod";

/** A record's id in a path, `12`: digits, no larger than a record's id can be. */
export const recordIdParam = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((id) => id <= RECORD_ID_MAX, message);
