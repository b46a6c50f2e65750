/**
 * How many requests one IP address may send per window, by kind of route: the one place these
 * numbers live. Browsing is generous (several shoppers may share one address behind an office or
 * mobile-carrier NAT); writes that cost the shop something, or that a bot would repeat, are tight.
 * Every number is far above what a real shopper does; the comments say why.
 */
export interface RateLimit {
  /** The name of the bucket: one counter per name and IP address. */
  name: string;
  /** `METHOD /path`, matched against the route's own path; `*` at the end matches a prefix. */
  routes: readonly string[];
  /** Requests allowed per window; null exempts the routes. */
  max: number | null;
  windowMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** First matching row wins: writes first, the catch-all page row last. */
export const RATE_LIMITS: readonly RateLimit[] = [
  // Checkout places one order; a retry after a lost answer, a changed price or a refused line
  // adds a few. Ten in ten minutes stops card testing and stock hoarding, never a shopper.
  { name: "order", routes: ["POST /api/order"], max: 10, windowMs: 10 * MINUTE },
  // A quick shopper adds ~30 lines a minute; each add or change is an update plus totals and
  // shipping calls (about three writes), so 120 leaves room and stops a script filling carts.
  { name: "cart-write", routes: ["POST /api/cart/*"], max: 120, windowMs: MINUTE },
  // A shopper mistypes a password a few times; ten tries in ten minutes stop password guessing.
  // Changing the password and deleting the account check the current one: guesses there count
  // in the same bucket.
  {
    name: "login",
    routes: ["POST /api/user/login", "POST /api/user/change-password", "POST /api/user/delete"],
    max: 10,
    windowMs: 10 * MINUTE,
  },
  // The back office's login, in a bucket of its own: staff at the shop's address do not use up
  // the shoppers' tries, nor they the staff's.
  { name: "staff-login", routes: ["POST /api/admin/login"], max: 10, windowMs: 10 * MINUTE },
  // One account per person: ten an hour leaves room for a household on one address.
  { name: "account-create", routes: ["POST /api/user/create"], max: 10, windowMs: HOUR },
  // Each call sends an e-mail: five an hour keeps the shop from mail-bombing an inbox.
  { name: "password-reset", routes: ["POST /api/user/reset-password"], max: 5, windowMs: HOUR },
  // Sets the new password with the mailed token: a few tries, never enough to guess tokens.
  {
    name: "password-create",
    routes: ["POST /api/user/create-password"],
    max: 10,
    windowMs: 10 * MINUTE,
  },
  // The contact form sends an e-mail: five an hour is plenty for a person, useless for spam.
  {
    name: "contact",
    routes: ["POST /api/ext/mail-service/send-email"],
    max: 5,
    windowMs: HOUR,
  },
  // A guest follows her copy's mailed link once; twenty in ten minutes never guess a token.
  {
    name: "contact-copy-link",
    routes: ["POST /api/ext/mail-service/confirm-copy"],
    max: 20,
    windowMs: 10 * MINUTE,
  },
  // Each token is a row kept for ten minutes; a form needs one or two per message.
  {
    name: "contact-token",
    routes: ["GET /api/ext/mail-service/get-token"],
    max: 30,
    windowMs: 10 * MINUTE,
  },
  // Each sign-up mails a confirmation link: ten an hour lets a household sign up its addresses
  // and ask a lost link again, never enough to fill someone's inbox.
  {
    name: "newsletter",
    routes: ["POST /api/ext/mailchimp-subscribe/subscribe"],
    max: 10,
    windowMs: HOUR,
  },
  // Following a mailed link takes one call; twenty in ten minutes never lets a script guess one.
  {
    name: "newsletter-link",
    routes: [
      "POST /api/ext/mailchimp-subscribe/confirm",
      "POST /api/ext/mailchimp-subscribe/unsubscribe",
    ],
    max: 20,
    windowMs: 10 * MINUTE,
  },
  // A shopper reviews a few products she bought; ten an hour stops a script flooding the
  // moderation list with hostile text.
  { name: "review", routes: ["POST /api/review/create"], max: 10, windowMs: HOUR },
  // One alert per size a shopper wants back: thirty an hour is a whole wish list.
  {
    name: "stock-alert",
    routes: ["POST /api/ext/product-stock-alert/notify-me"],
    max: 30,
    windowMs: HOUR,
  },
  // Load balancers and process managers probe it every few seconds from one address.
  { name: "health", routes: ["GET /api/health"], max: null, windowMs: MINUTE },
  // Catalogue search: a click on a filter or sort, a typed query (debounced), a next page each
  // send one or two; 600 a minute is ten a second for a minute. Heavy searches count in
  // HEAVY_SEARCH_LIMIT instead.
  {
    name: "search",
    routes: ["* /api/catalog/*", "GET /api/product/render-list"],
    max: 600,
    windowMs: MINUTE,
  },
  // Stock is asked in batches of 15 SKUs, once per product list, product page or cart view.
  { name: "stock", routes: ["GET /api/stock/*"], max: 600, windowMs: MINUTE },
  // A category page shows up to ~50 product images in one or two sizes: 3000 a minute is
  // thirty image-heavy pages a minute, several shoppers' worth.
  { name: "image", routes: ["GET /img/*"], max: 3000, windowMs: MINUTE },
  // The app shell's built files, icons and manifests: a service worker fetches the whole shell
  // (about 150 files) once per install, and these files come from disk, precompressed, costing
  // the shop next to nothing. 6000 a minute is forty installs; pages keep their own limit.
  {
    name: "static",
    routes: [
      "GET /assets/*",
      "GET /icons/*",
      "GET /favicon.*",
      "GET /sw.js",
      "GET /manifest.webmanifest",
      "GET /en/manifest.webmanifest",
    ],
    max: 6000,
    windowMs: MINUTE,
  },
  // The other API reads: URL map, store content, cart reads.
  { name: "api-read", routes: ["* /api/*"], max: 1200, windowMs: MINUTE },
  // Pages (and any other file): a brisk shopper opens ~10 pages a minute, each with its data
  // request; 1200 serves dozens of shoppers behind one address.
  { name: "page", routes: ["* /*"], max: 1200, windowMs: MINUTE },
];

/** The catalogue search's route: a heavy search there counts in HEAVY_SEARCH_LIMIT. */
export const CATALOG_SEARCH_ROUTE = "/api/catalog/:index/:type/_search";

/**
 * Searches past heavy-search.ts's limits (more than 100 products, aggregations deeper than two
 * levels or more than eight of them) in a row of their own: a shopper reloading a long list
 * asks a few a minute; thirty stop a script pulling the catalogue in large pages.
 */
export const HEAVY_SEARCH_LIMIT: RateLimit = {
  name: "search-heavy",
  routes: [`* ${CATALOG_SEARCH_ROUTE}`],
  max: 30,
  windowMs: MINUTE,
};

/** The row that counts a request to the route `routePath` (the route's pattern, not the URL). */
export function rateLimitOf(
  method: string,
  routePath: string,
  limits: readonly RateLimit[] = RATE_LIMITS,
): RateLimit | undefined {
  return limits.find((limit) => limit.routes.some((route) => matches(route, method, routePath)));
}

function matches(route: string, method: string, routePath: string): boolean {
  const [routeMethod, path = ""] = route.split(" ");
  if (routeMethod !== "*" && routeMethod !== method) return false;
  return path.endsWith("*") ? routePath.startsWith(path.slice(0, -1)) : routePath === path;
}

/** "Too many requests: try again in 42 seconds", in the shopper's language. */
export function tooManyRequestsMessage(retryAfterSeconds: number, language: "nl" | "en"): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  if (language === "en") {
    const wait =
      seconds < 90
        ? `${seconds} ${seconds === 1 ? "second" : "seconds"}`
        : `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
    return `Too many requests: try again in ${wait}`;
  }
  const wait =
    seconds < 90
      ? `${seconds} ${seconds === 1 ? "seconde" : "seconden"}`
      : `${minutes} ${minutes === 1 ? "minuut" : "minuten"}`;
  return `Te veel verzoeken: probeer het over ${wait} opnieuw`;
}
