import type { OfferedMethodId } from "@etalage/payments";

/**
 * Where the shop serves its payment method images (methodImageFiles, issuerImageFile of
 * @etalage/payments): the sandbox lists its methods and issuers with these addresses.
 */
export const paymentImagesPath = "/api/ext/mollie/images/";

export function methodImagePath(method: OfferedMethodId): string {
  return `${paymentImagesPath}${method}.svg`;
}

export const issuerImagePath = `${paymentImagesPath}issuer.svg`;
