import type { SentProductOption } from "@etalage/contracts";

/**
 * A stable fingerprint of a line's custom and bundle choices, so the same product with other
 * options becomes its own line (docs/specification/cart.md "checksum"). Order of the choices does not matter.
 */
export function lineChecksum(sku: string, option: SentProductOption | undefined): string {
  const ext = option?.extension_attributes ?? {};
  const custom = (ext.custom_options ?? []).map((o) => `c${o.option_id}=${o.option_value}`).sort();
  const bundle = (ext.bundle_options ?? [])
    .map(
      (o) =>
        `b${o.option_id}x${o.option_qty ?? 1}=${[...o.option_selections].map(String).sort().join("+")}`,
    )
    .sort();
  return djb2([sku, ...custom, ...bundle].join("|"));
}

/** A short string hash (djb2); fingerprints only need to be stable, not secret. */
export function djb2(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}
