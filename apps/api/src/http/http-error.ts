import type { Localized } from "@etalage/contracts";

/**
 * An error the client caused or may act on; its message is shown as the envelope's result. With
 * `texts`, the back office's calls answer in the member's language (http/envelope.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly texts?: Localized,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, texts?: Localized) =>
  new HttpError(400, message, texts);
export const notFound = (message: string) => new HttpError(404, message);
