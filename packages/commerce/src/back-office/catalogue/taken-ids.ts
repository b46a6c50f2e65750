import { isUniqueViolation } from "@etalage/db";

/**
 * Runs a step that gives new rows the next free id (one past the highest), again when another
 * call took the same id at the same moment: its transaction rolled back, so it starts afresh.
 */
export async function withFreshIds<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
