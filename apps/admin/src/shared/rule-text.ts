import { ruleText } from "@etalage/contracts/back-office-forms";
import { useLanguage } from "./language";

/**
 * The text of a refused field in the member's language: the forms check with the API's own
 * schemas, whose messages are the keys of the shared rules' texts.
 */
export function useRuleText(): (message: string | undefined) => string | undefined {
  const { language } = useLanguage();
  return (message) => (message === undefined ? undefined : ruleText(message, language));
}
