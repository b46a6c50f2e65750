import type { Page } from "playwright-core";

/**
 * The problems a page runs into from now on, as a journey checks them at its end: uncaught
 * script errors and the browser's Content-Security-Policy refusals.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}
