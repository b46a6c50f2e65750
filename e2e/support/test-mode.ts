/**
 * The journeys' shops run in production's test mode (PAYMENTS_SANDBOX=on, shop-process.ts): the
 * subject of every mail they send starts with the test-mode mark of its language.
 */
const MARK = { nl: "[Testmodus]", en: "[Test mode]" } as const;

export const testModeSubject = (code: keyof typeof MARK, subject: string) =>
  `${MARK[code]} ${subject}`;
