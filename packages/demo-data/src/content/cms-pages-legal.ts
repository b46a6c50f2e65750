import type { PageText } from "./cms-pages-service";
import { pagePath, SHOP } from "./shop-facts";

export const PRIVACY: PageText = {
  title: { nl: "Privacy", en: "Privacy" },
  metaDescription: {
    nl: "Hoe Etalage met je persoonsgegevens omgaat.",
    en: "How Etalage handles your personal data.",
  },
  content: {
    nl: `<h1>Privacyverklaring</h1>
<p>We gebruiken je gegevens alleen om je bestelling te verwerken en, als je dat wilt, om je onze nieuwsbrief te sturen. We verkopen je gegevens nooit aan anderen.</p>
<h2>Welke gegevens</h2>
<ul>
<li>Naam, adres, e-mailadres en telefoonnummer, om je bestelling te bezorgen</li>
<li>Je bestelgeschiedenis, zodat je die in je account kunt bekijken</li>
<li>Je e-mailadres voor de nieuwsbrief, alleen als je je aanmeldt</li>
</ul>
<h2>Hoe lang</h2>
<p>We bewaren bestelgegevens zeven jaar, zoals de wet voorschrijft. Je account kun je altijd laten verwijderen.</p>
<h2>Je rechten</h2>
<p>Je mag je gegevens inzien, laten aanpassen of laten verwijderen. Mail ons via <a href="mailto:${SHOP.email}">${SHOP.email}</a>.</p>`,
    en: `<h1>Privacy statement</h1>
<p>We only use your data to process your order and, if you wish, to send you our newsletter. We never sell your data to others.</p>
<h2>What data</h2>
<ul>
<li>Name, address, email address and phone number, to deliver your order</li>
<li>Your order history, so you can see it in your account</li>
<li>Your email address for the newsletter, only if you sign up</li>
</ul>
<h2>How long</h2>
<p>We keep order data for seven years, as the law requires. You can have your account deleted at any time.</p>
<h2>Your rights</h2>
<p>You may see, correct or delete your data. Email us at <a href="mailto:${SHOP.email}">${SHOP.email}</a>.</p>`,
  },
};

export const LEGAL: PageText = {
  title: { nl: "Algemene voorwaarden", en: "Terms and conditions" },
  metaDescription: {
    nl: "De algemene voorwaarden van Etalage.",
    en: "The terms and conditions of Etalage.",
  },
  content: {
    nl: `<h1>Algemene voorwaarden</h1>
<p>Deze voorwaarden gelden voor elke bestelling bij ${SHOP.name}, ${SHOP.street}, ${SHOP.postcode} ${SHOP.city}. KvK ${SHOP.chamberOfCommerce}, btw ${SHOP.vatNumber}.</p>
<h2>1. Prijzen</h2>
<p>Alle prijzen zijn in euro en inclusief 21% btw. Verzendkosten staan apart vermeld.</p>
<h2>2. Bestellen</h2>
<p>Een bestelling is definitief zodra je de bevestiging per e-mail ontvangt.</p>
<h2>3. Herroepingsrecht</h2>
<p>Je mag je aankoop binnen ${SHOP.returnDays} dagen na ontvangst zonder opgave van reden retourneren. Zie ${`<a href="${pagePath("nl", "/returns")}">retourneren</a>`}.</p>
<h2>4. Klachten</h2>
<p>Heb je een klacht? Laat het ons weten; we reageren binnen vijf werkdagen.</p>`,
    en: `<h1>Terms and conditions</h1>
<p>These terms apply to every order with ${SHOP.name}, ${SHOP.street}, ${SHOP.postcode} ${SHOP.city}. Chamber of Commerce ${SHOP.chamberOfCommerce}, VAT ${SHOP.vatNumber}.</p>
<h2>1. Prices</h2>
<p>All prices are in euros and include 21% VAT. Shipping costs are shown separately.</p>
<h2>2. Ordering</h2>
<p>An order is final once you receive the confirmation by email.</p>
<h2>3. Right of withdrawal</h2>
<p>You may return your purchase within ${SHOP.returnDays} days of delivery without giving a reason. See ${`<a href="${pagePath("en", "/returns")}">returns</a>`}.</p>
<h2>4. Complaints</h2>
<p>Have a complaint? Let us know; we reply within five working days.</p>`,
  },
};
