/**
 * The loyalty card number of a customer: an EAN-13 that the till scans from the account page.
 * It is derived from the customer's id, so it never changes, needs no column and no two
 * customers share one. It starts with 28, in GS1's prefixes 20–29 for numbers a shop gives out
 * for its own use, so it can never be taken for a product's barcode; then the id in ten digits
 * and the EAN-13 check digit.
 */
export const LOYALTY_CARD_PREFIX = "28";

const ID_DIGITS = 10;

/** The EAN-13 check digit of twelve digits: weights 1 and 3 from the left, up to a ten. */
export function ean13CheckDigit(twelveDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function loyaltyCardNumber(customerId: number): string {
  if (!Number.isSafeInteger(customerId) || customerId < 1 || customerId >= 10 ** ID_DIGITS)
    throw new RangeError(`No loyalty card number for customer id ${customerId}`);
  const twelve = `${LOYALTY_CARD_PREFIX}${String(customerId).padStart(ID_DIGITS, "0")}`;
  return `${twelve}${ean13CheckDigit(twelve)}`;
}
