/** A url key: lower-case letters and digits in words joined by single dashes (zomer-jurk). */
export const URL_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A url key made from a name: lower case, accents dropped, anything else a single dash. */
export function urlKeyOf(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 200)
    .replace(/-+$/, "");
}
