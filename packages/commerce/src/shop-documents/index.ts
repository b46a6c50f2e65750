export {
  type DocumentSeller,
  documentDate,
  drawSellerHeader,
  INK,
  LEFT,
  MUTED,
  openDocument,
  type Pdf,
  RIGHT,
} from "./pdf-frame";
