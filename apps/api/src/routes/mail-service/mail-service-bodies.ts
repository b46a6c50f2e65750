import { z } from "zod";

/** A subject is one line: a line break in it could start another header. */
export const SUBJECT_MAX = 200;
/** A contact message is a few paragraphs; a long letter still fits. */
export const TEXT_MAX = 5000;

const address = z.string().trim().max(254).pipe(z.email("must be an e-mail address"));

/** `POST send-email` (legacy shapes §9); fields the legacy client adds beyond these are ignored. */
export const sendEmailBody = z.object({
  sourceAddress: address,
  targetAddress: address,
  subject: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(SUBJECT_MAX, `must have at most ${SUBJECT_MAX} characters`)
    .regex(/^[^\r\n]*$/, "must be one line"),
  emailText: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(TEXT_MAX, `must have at most ${TEXT_MAX} characters`),
  confirmation: z.boolean().nullish(),
  token: z.string().min(1, "must not be empty").max(512),
});

export const mailServiceQuery = z.object({ storeCode: z.string().max(16).optional() });
