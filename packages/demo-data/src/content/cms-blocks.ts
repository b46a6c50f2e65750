import type { SeedCmsBlock } from "@etalage/contracts";
import { pagePath, SHOP } from "./shop-facts";

const links = (store: "nl" | "en", items: readonly (readonly [string, string])[]) =>
  `<ul>\n${items.map(([path, text]) => `<li><a href="${pagePath(store, path)}">${text}</a></li>`).join("\n")}\n</ul>`;

/** Blocks the storefront places around pages: footer links, the three promises, the newsletter. */
export function createCmsBlocks(): SeedCmsBlock[] {
  return [
    {
      id: 1,
      identifier: "footer-links",
      title: { nl: "Footerlinks", en: "Footer links" },
      content: {
        nl: `<h3>Service</h3>\n${links("nl", [
          ["/customer-service", "Klantenservice"],
          ["/delivery", "Bezorging"],
          ["/returns", "Retourneren"],
          ["/size-guide", "Maattabel"],
          ["/contact", "Contact"],
        ])}\n<h3>Etalage</h3>\n${links("nl", [
          ["/about-us", "Over ons"],
          ["/store-locator", "Winkels"],
          ["/privacy", "Privacy"],
          ["/legal", "Algemene voorwaarden"],
        ])}`,
        en: `<h3>Service</h3>\n${links("en", [
          ["/customer-service", "Customer service"],
          ["/delivery", "Delivery"],
          ["/returns", "Returns"],
          ["/size-guide", "Size guide"],
          ["/contact", "Contact"],
        ])}\n<h3>Etalage</h3>\n${links("en", [
          ["/about-us", "About us"],
          ["/store-locator", "Stores"],
          ["/privacy", "Privacy"],
          ["/legal", "Terms and conditions"],
        ])}`,
      },
      isActive: true,
    },
    {
      id: 2,
      identifier: "usp-bar",
      title: { nl: "Onze beloftes", en: "Our promises" },
      content: {
        nl: `<ul>\n<li>Gratis retourneren binnen ${SHOP.returnDays} dagen</li>\n<li>Vóór ${SHOP.dispatchBefore} besteld, vandaag verstuurd</li>\n<li>${SHOP.newsletterPercent}% korting bij aanmelding voor de nieuwsbrief</li>\n</ul>`,
        en: `<ul>\n<li>Free returns within ${SHOP.returnDays} days</li>\n<li>Ordered before ${SHOP.dispatchBefore}, dispatched today</li>\n<li>${SHOP.newsletterPercent}% off when you sign up for the newsletter</li>\n</ul>`,
      },
      isActive: true,
    },
    {
      id: 3,
      identifier: "newsletter-promo",
      title: { nl: "Nieuwsbrief", en: "Newsletter" },
      content: {
        nl: `<h3>Schrijf je in voor onze nieuwsbrief</h3>\n<p>Ontvang als eerste onze nieuwe collecties en een kortingscode van ${SHOP.newsletterPercent}% op je volgende bestelling.</p>`,
        en: `<h3>Sign up for our newsletter</h3>\n<p>Be the first to see our new collections, and get a ${SHOP.newsletterPercent}% discount code for your next order.</p>`,
      },
      isActive: true,
    },
    {
      id: 4,
      identifier: "opening-hours",
      title: { nl: "Openingstijden", en: "Opening hours" },
      content: {
        nl: "<p>Klantenservice: maandag tot en met vrijdag, 9:00 tot 17:00.<br>Winkels: dinsdag tot en met zaterdag 10:00 tot 18:00, zondag 12:00 tot 17:00.</p>",
        en: "<p>Customer service: Monday to Friday, 9:00 to 17:00.<br>Stores: Tuesday to Saturday 10:00 to 18:00, Sunday 12:00 to 17:00.</p>",
      },
      isActive: true,
    },
  ];
}
