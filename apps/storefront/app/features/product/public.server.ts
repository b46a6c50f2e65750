/** The product page's public face for other loaders (docs/decisions/004): its page data. */
export {
  type ProductPage,
  type ProductPageDocument,
  productMapRequest,
  productPageFromHit,
} from "./product-page-data";
