import { RETURN_REASONS, type ReturnReason } from "@etalage/contracts";
import type { Returnable, ReturnLineRequest } from "./return-api";

/** One line of the form as the customer fills it in: pieces (0 = keep it), reason, words. */
export interface LineChoice {
  sku: string;
  qty: number;
  reason: ReturnReason | "";
  comment: string;
}

export const emptyChoices = (returnable: Returnable): LineChoice[] =>
  returnable.lines.map((line) => ({ sku: line.sku, qty: 0, reason: "", comment: "" }));

/** The text key of what is wrong with the choices, or null when they can be sent. */
export type ChoiceProblem = "nothingChosen" | "reasonNeeded" | "commentNeeded";

export function problemOf(choices: LineChoice[]): { problem: ChoiceProblem; sku?: string } | null {
  const chosen = choices.filter((choice) => choice.qty > 0);
  if (chosen.length === 0) return { problem: "nothingChosen" };
  for (const choice of chosen) {
    if (!RETURN_REASONS.includes(choice.reason as ReturnReason))
      return { problem: "reasonNeeded", sku: choice.sku };
    if (choice.reason === "other" && choice.comment.trim() === "")
      return { problem: "commentNeeded", sku: choice.sku };
  }
  return null;
}

/** The request's lines: only the pieces chosen, with words where there are any. */
export function requestLines(choices: LineChoice[]): ReturnLineRequest[] {
  return choices
    .filter((choice) => choice.qty > 0)
    .map((choice) => ({
      sku: choice.sku,
      qty: choice.qty,
      reason: choice.reason as ReturnReason,
      ...(choice.comment.trim() ? { comment: choice.comment.trim() } : {}),
    }));
}
