import type { StoreCode } from "@etalage/contracts";
import type { Mail, MailData, MailTemplateName } from "./mail";

/** The shopper the templates' tests write to. */
export const TEST_RECIPIENT = { address: "anna@example.com", name: "Anna de Vries" };
/** The shop's public origin the templates' tests link from. */
export const TEST_ORIGIN = "https://shop.example";

/** A mail of one template to the test shopper, in a store view, with that template's data. */
export function mailForTests<T extends MailTemplateName>(
  template: T,
  storeCode: StoreCode,
  data: MailData<T>,
): Mail {
  return { template, to: TEST_RECIPIENT, storeCode, origin: TEST_ORIGIN, data } as Extract<
    Mail,
    { template: T }
  >;
}
