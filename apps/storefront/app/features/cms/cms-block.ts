/** A CMS block as a page shows it. */
export interface CmsBlock {
  id: number;
  identifier: string;
  title: string;
  /** Sanitised on the server; safe to render as HTML. */
  html: string;
}
