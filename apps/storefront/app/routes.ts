import { STATIC_CMS_PAGES } from "@etalage/contracts";
import { type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every page exists in both store views: Dutch without prefix, English under the optional
 * static segment "en" (docs/specification/routes-and-screens.md). The store view is read back from the path.
 */
export default [
  route("en?", "routes/home.tsx"),
  route("en?/c/:slug", "routes/category.tsx"),
  route("en?/p/:parentSku/:slug/:childSku?", "routes/product.tsx"),
  route("en?/search", "routes/search.tsx"),
  route("en?/compare", "routes/compare.tsx"),
  route("en?/wishlist", "routes/wishlist.tsx"),
  route("en?/i/:slug", "routes/cms-page.tsx"),
  // The contact page is the `contact` CMS page with the contact form under it; the store locator
  // lists the stores of the per-store content.
  ...STATIC_CMS_PAGES.filter((page) => page !== "contact" && page !== "store-locator").map((page) =>
    route(`en?/${page}`, "routes/cms-page.tsx", { id: `cms-${page}` }),
  ),
  route("en?/contact", "routes/contact.tsx"),
  route("en?/contact/copy", "routes/contact-copy.tsx"),
  route("en?/store-locator", "routes/store-locator.tsx"),
  route("en?/cms-block", "routes/cms-block.tsx"),
  route("en?/newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("en?/newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("en?/pwa.html", "routes/home.tsx", { id: "home-pwa" }),
  route("en?/error", "routes/error-page.tsx"),
  route("en?/page-not-found", "routes/not-found.tsx", { id: "page-not-found" }),
  route("en?/checkout", "routes/checkout.tsx"),
  route("en?/checkout/confirmation", "routes/checkout-confirmation.tsx"),
  route("en?/order-status/:orderToken", "routes/order-status.tsx"),
  route("en?/my-account", "routes/my-account.tsx"),
  route("en?/reset-password", "routes/reset-password.tsx"),
  // The URL dispatcher stays last: url_paths of products, categories and CMS pages, else 404.
  route("*", "routes/url-dispatcher.tsx"),
] satisfies RouteConfig;
