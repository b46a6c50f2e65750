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
 * shared form rule (the back office's or the storefront's) is answered as the rule's English text,
 * and to the back office in the member's language as `field: why`. Text with a NUL character is
 * refused first, whatever the schema: the databases cannot store it.
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
      return badRequest(en, { nl: issue ? dutchOf(issue) : `${what}: ongeldig`, en });
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

/** zod's own issues, which have no rule key, by their kind. */
const DUTCH_BY_ISSUE: Record<string, string> = {
  too_small: "is te klein of te kort",
  too_big: "is te groot of te lang",
  unrecognized_keys: "is geen veld dat hier hoort",
  invalid_format: "heeft niet de goede vorm",
};

/** A refused field in Dutch for the back office, as `field: why`. */
function dutchOf(issue: z.core.$ZodIssue): string {
  const field = issueField(issue) || "invoer";
  const why = isShopRuleKey(issue.message)
    ? shopRuleTexts("nl")[issue.message]
    : isMissing(issue)
      ? FIELD_TEXTS.required!.nl
      : (dutchRule(issue.message) ?? DUTCH_BY_ISSUE[issue.code] ?? FIELD_TEXTS.wrong!.nl);
  return `${field}: ${why}`;
}

const RULES = [...Object.values(FIELD_TEXTS), ...Object.values(FORM_RULE_TEXTS)];

/** The Dutch of a rule named by its key, or by its English text where a schema gives that. */
function dutchRule(message: string): string | undefined {
  if (ruleText(message, "nl") !== message) return ruleText(message, "nl");
  return RULES.find((rule) => rule.en === message)?.nl;
}
