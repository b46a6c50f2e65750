import { ApiError } from "./api-client";
import { useTexts } from "./language";
import { sharedTexts } from "./shared-texts";

/**
 * What went wrong, said to the staff member: the API's own message when it gave one, else that
 * the shop could not be reached or the screen could not load. `role="alert"` reads it out.
 */
export function ApiMessage({ error }: { error: unknown }) {
  const t = useTexts(sharedTexts);
  if (!error) return null;
  const text =
    error instanceof ApiError
      ? error.status === 0
        ? t.offline
        : error.message
          ? `${t.apiSaid} ${error.message}`
          : t.failed
      : t.failed;
  return (
    <p className="notice notice-error" role="alert">
      {text}
    </p>
  );
}

/** A result worth saying after an action: "Verzonden", "4,95 € terugbetaald". */
export function DoneMessage({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="notice notice-done" role="status">
      {text}
    </p>
  );
}
