import type { Alternates } from "../../lib/seo";

/** A CMS page as a route hands it to the view. */
export interface CmsPage {
  identifier: string;
  title: string;
  /** Sanitised on the server; safe to render as HTML. */
  html: string;
  metaDescription: string;
  alternates: Alternates;
}
