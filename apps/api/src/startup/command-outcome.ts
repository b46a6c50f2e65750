/** A command line tool used wrongly: its message is printed with the tool's usage. */
export class UsageError extends Error {}

/**
 * The exit code of a command line tool that stopped with `error`: 2 for a wrong use (its message
 * and the usage printed), 1 for a refusal of the class `refusal` (its message printed); any other
 * error is thrown on.
 */
export function refusedCommandCode(
  error: unknown,
  print: (line: string) => void,
  usage: string,
  refusal?: abstract new (...args: never[]) => Error,
): number {
  if (error instanceof UsageError) {
    print(error.message);
    print(usage);
    return 2;
  }
  if (refusal && error instanceof refusal) {
    print(error.message);
    return 1;
  }
  throw error;
}
