import { createRequire } from "node:module";
import type { OfferedMethodId } from "./payment-rules";

/**
 * Resolved through the package name rather than this file's place, so the paths hold too
 * inside the bundled server (apps/api/dist), where this code no longer sits next to assets/.
 */
const require = createRequire(import.meta.url);
const asset = (name: string) => require.resolve(`@etalage/payments/assets/${name}.svg`);

/** The shop's own SVG images of the offered methods, for the API to serve (plain drawings, no brand marks). */
export const methodImageFiles: Readonly<Record<OfferedMethodId, string>> = {
  ideal: asset("ideal"),
  bancontact: asset("bancontact"),
  creditcard: asset("creditcard"),
};

/** A neutral bank image for the sandbox's iDEAL issuers. */
export const issuerImageFile: string = asset("issuer");
