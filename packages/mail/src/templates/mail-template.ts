import type { MailData, MailTemplateName } from "../mail";
import type { MailBody } from "../mail-body";
import type { MailTexts } from "../texts/mail-texts";

/** Links into the storefront of the mail's store view (Dutch without prefix, English under /en). */
export interface ShopLinks {
  /** The storefront's home page of the store view. */
  home: string;
  /** An absolute link to a storefront path of the store view, with query parameters. */
  to(path: string, query?: Record<string, string>): string;
  /** An absolute link to a call of the shop's API (no store view prefix). */
  api(path: string, query?: Record<string, string>): string;
}

/** One mail: its texts, its data and the shop's links in, what it says out. */
export type MailTemplate<T extends MailTemplateName> = (
  texts: MailTexts[T],
  data: MailData<T>,
  links: ShopLinks,
) => MailBody;
