import type { Localized, StoreCode } from "@etalage/contracts";
import {
  FIELD_TEXTS,
  FORM_RULE_TEXTS,
  type FormRuleKey,
  ruleText,
} from "@etalage/contracts/back-office-forms";
import { isShopRuleKey, shopRuleTexts } from "@etalage/contracts/shop-forms";
import { z } from "zod";
import { isMissing, issueField } from "./field-issue";
import { badRequest } from "./http-error";
import { nulTextPath } from "./nul-text";

/** How a caller refuses input: text with a NUL character at a path, or the schema's first issue. */
export interface InputRefusals {
  nul(path: (string | number)[]): Error;
  issue(issue: z.core.$ZodIssue | undefined): Error;
}

/**
 * Request input parsed with a schema; text with a NUL character is refused first, whatever the
 * schema: the databases cannot store it. Either refusal is the caller's own error.
 */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  refusals: InputRefusals,
): z.output<S> {
  const nul = nulTextPath(input);
  if (nul) throw refusals.nul(nul);
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  throw refusals.issue(parsed.error.issues[0]);
}

/**
 * Parses request input with a schema (of `zod` or, shared with the back office's forms, of
 * `zod/mini`); a mismatch is a 400 naming the first bad field. A message that is the key of a
 * shared form rule (the back office's or the storefront's) is answered as the rule's English text.
 * The back office answers in the member's language, where zod's own English (`Too small:
 * expected number to be >=1`) gives way to plain words; Dutch as `field: why`. Text with a NUL
 * character is refused first, whatever the schema: the databases cannot store it.
 */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  what: string,
): z.output<S> {
  return parseInput(schema, input, {
    nul: (path) => {
      const field = path.length > 0 ? ` ${path.join(".")}` : "";
      const en = `Invalid ${what}${field}: text may not contain the NUL character`;
      return badRequest(en, {
        nl: `${path.join(".") || what}: tekst mag het NUL-teken niet bevatten`,
        en,
      });
    },
    issue: (issue) => {
      const field = issue?.path.length ? ` ${issue.path.join(".")}` : "";
      const en = `Invalid ${what}${field}: ${englishOf(issue?.message ?? "malformed")}`;
      if (!issue) return badRequest(en, { nl: `${what}: ongeldig`, en });
      const at = issueField(issue);
      return badRequest(en, {
        nl: `${at || "invoer"}: ${whyOf(issue, "nl")}`,
        en: `Invalid ${what}${at ? ` ${at}` : ""}: ${whyOf(issue, "en")}`,
      });
    },
  });
}

/** The English text of a shared form rule's key; any other message as it is. */
export function englishOf(message: string): string {
  if (isShopRuleKey(message)) return shopRuleTexts("en")[message];
  return Object.hasOwn(FORM_RULE_TEXTS, message)
    ? FORM_RULE_TEXTS[message as FormRuleKey].en
    : message;
}

/** zod's own issues, which have no rule key, by their kind, in the member's language. */
const WHY_BY_ISSUE: Record<string, Localized> = {
  too_small: { nl: "is te klein of te kort", en: "is too small or too short" },
  too_big: { nl: "is te groot of te lang", en: "is too large or too long" },
  unrecognized_keys: { nl: "is geen veld dat hier hoort", en: "is not a field that belongs here" },
  invalid_format: { nl: "heeft niet de goede vorm", en: "is not in the right form" },
};

/** zod's own English (`Too small: expected number to be >=1`): a programmer's text, not a member's. */
const ZOD_OWN_TEXT = /^(Invalid|Too (small|big)|Unrecognized key)/;

/** Why a field is refused, in the member's language: a rule's text, never zod's own English. */
function whyOf(issue: z.core.$ZodIssue, language: StoreCode): string {
  if (isShopRuleKey(issue.message)) return shopRuleTexts(language)[issue.message];
  if (isMissing(issue)) return FIELD_TEXTS.required![language];
  const own = language === "en" && !ZOD_OWN_TEXT.test(issue.message) ? issue.message : undefined;
  return (
    ruleIn(issue.message, language) ??
    own ??
    WHY_BY_ISSUE[issue.code]?.[language] ??
    FIELD_TEXTS.wrong![language]
  );
}

const RULES = [...Object.values(FIELD_TEXTS), ...Object.values(FORM_RULE_TEXTS)];

/** A rule named by its key, or by its English text where a schema gives that, in a language. */
function ruleIn(message: string, language: StoreCode): string | undefined {
  // A key's Dutch always differs from the key.
  if (ruleText(message, "nl") !== message) return ruleText(message, language);
  return RULES.find((rule) => rule.en === message)?.[language];
}
