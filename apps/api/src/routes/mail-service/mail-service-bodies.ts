import { z } from "zod";

/** A subject is one line: a line break in it could start another header. */
export const SUBJECT_MAX = 200;
/** A contact message is a few paragraphs; a long letter still fits. */
export const TEXT_MAX = 5000;

const address = z.string().trim().max(254).pipe(z.email("must be an e-mail address"));

/** `POST send-email` (docs/specification/api-shapes.md §9); fields the legacy client adds beyond these are ignored. */
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

/** `?storeCode=`, and `?token=` of a logged-in customer, whose copy goes to her own address. */
export const mailServiceQuery = z.object({
  storeCode: z.string().max(16).optional(),
  token: z.string().max(4096).optional(),
});

/** `POST confirm-copy`: the token of the link mailed to a guest's address. */
export const confirmCopyBody = z.object({
  token: z.string({ error: "is required" }).trim().min(1, "is required").max(200),
});
