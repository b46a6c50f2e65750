import { createHash } from "node:crypto";
import type { CartProductOption } from "@etalage/contracts";

/**
 * What makes two lines of the same sku different lines: their custom and bundle choices. The
 * variant of a configurable line is its sku already. "" for a line without such options, so a
 * plain product always has exactly one line.
 */
export function optionsChecksum(option: CartProductOption | null): string {
  const custom = option?.extension_attributes.custom_options ?? [];
  const bundle = option?.extension_attributes.bundle_options ?? [];
  if (custom.length === 0 && bundle.length === 0) return "";
  const canonical = JSON.stringify({
    custom: custom.map((c) => [c.option_id, c.option_value]),
    bundle: bundle.map((b) => [b.option_id, b.option_qty, b.option_selections]),
  });
  return createHash("sha256").update(canonical).digest("base64url").slice(0, 32);
}
