import { contactRules } from "@etalage/contracts/shop-forms";
import { checkFields, type FieldErrors, formRules } from "../../lib/form-rules";

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", subject: "", message: "" };

/** The API's limits (mail-service-bodies.ts): a one-line subject and a few paragraphs of text. */
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 4800;

/** docs/specification/validation.md: every field is required, the name has 3 letters, the address is valid. */
export const checkContact = (values: ContactValues): FieldErrors<ContactField> =>
  checkFields(values, formRules(contactRules));

/** The letter `send-email` takes: one line of subject, the message signed with the name. */
export function letterOf(values: ContactValues): { subject: string; emailText: string } {
  return {
    subject: values.subject.replace(/\s+/g, " ").trim(),
    emailText: `${values.message.trim()}\n\n${values.name.trim()}`,
  };
}
