import type { Localized } from "@etalage/contracts";
import { pagePath, SHOP } from "./shop-facts";

export interface PageText {
  title: Localized;
  metaDescription: Localized;
  content: Localized;
}

const link = (store: "nl" | "en", path: string, text: string) =>
  `<a href="${pagePath(store, path)}">${text}</a>`;

export const CUSTOMER_SERVICE: PageText = {
  title: { nl: "Klantenservice", en: "Customer service" },
  metaDescription: {
    nl: "Vragen over je bestelling, bezorging, retourneren of maten? Hier vind je het antwoord.",
    en: "Questions about your order, delivery, returns or sizes? Find the answer here.",
  },
  content: {
    nl: `<h1>Klantenservice</h1>
<p>We helpen je graag. Hieronder vind je de antwoorden op de vragen die we het vaakst krijgen.</p>
<h2>Bestellen en betalen</h2>
<p>Je betaalt veilig met iDEAL, Bancontact of creditcard, of onder rembours bij aflevering. Je hoeft geen account aan te maken om te bestellen.</p>
<h2>Bezorging</h2>
<p>Op werkdagen vóór ${SHOP.dispatchBefore} besteld? Dan versturen we je bestelling dezelfde dag. Lees meer over ${link("nl", "/delivery", "bezorging")}.</p>
<h2>Retourneren</h2>
<p>Retourneren is gratis binnen ${SHOP.returnDays} dagen. Zo werkt het: ${link("nl", "/returns", "retourneren")}.</p>
<h2>Maten</h2>
<p>Twijfel je over je maat? Kijk in onze ${link("nl", "/size-guide", "maattabel")}.</p>
<h2>Contact</h2>
<p>Staat je vraag er niet bij? Mail ons via <a href="mailto:${SHOP.email}">${SHOP.email}</a> of bel ${SHOP.phone} (maandag tot en met vrijdag, 9:00 tot 17:00).</p>`,
    en: `<h1>Customer service</h1>
<p>We're happy to help. Below you'll find answers to the questions we're asked most often.</p>
<h2>Ordering and payment</h2>
<p>Pay securely with iDEAL, Bancontact or credit card, or cash on delivery. You don't need an account to order.</p>
<h2>Delivery</h2>
<p>Order on a working day before ${SHOP.dispatchBefore} and we dispatch your order the same day. Read more about ${link("en", "/delivery", "delivery")}.</p>
<h2>Returns</h2>
<p>Returns are free within ${SHOP.returnDays} days. Here's how: ${link("en", "/returns", "returns")}.</p>
<h2>Sizes</h2>
<p>Not sure about your size? Have a look at our ${link("en", "/size-guide", "size guide")}.</p>
<h2>Contact</h2>
<p>Didn't find your question? Email us at <a href="mailto:${SHOP.email}">${SHOP.email}</a> or call ${SHOP.phone} (Monday to Friday, 9:00 to 17:00).</p>`,
  },
};

export const DELIVERY: PageText = {
  title: { nl: "Bezorging", en: "Delivery" },
  metaDescription: {
    nl: `Op werkdagen vóór ${SHOP.dispatchBefore} besteld, dezelfde dag verstuurd.`,
    en: `Ordered on a working day before ${SHOP.dispatchBefore}, dispatched the same day.`,
  },
  content: {
    nl: `<h1>Bezorging</h1>
<p>Op werkdagen vóór ${SHOP.dispatchBefore} besteld? Dan versturen we je bestelling dezelfde dag. Meestal heb je je pakket de volgende werkdag in huis.</p>
<h2>Verzendkosten</h2>
<ul>
<li>Bezorging door de koerier in Nederland en België: ${SHOP.shippingCost}</li>
<li>Cadeaubonnen en digitale naaipatronen sturen we kosteloos per e-mail</li>
</ul>
<h2>Track &amp; trace</h2>
<p>Zodra je pakket onderweg is, krijg je een e-mail met een link om het te volgen.</p>
<h2>Niet thuis?</h2>
<p>De koerier probeert het nog een keer de volgende werkdag, of laat je pakket achter bij een afhaalpunt in de buurt.</p>`,
    en: `<h1>Delivery</h1>
<p>Order on a working day before ${SHOP.dispatchBefore} and we dispatch your order the same day. Your parcel usually arrives the next working day.</p>
<h2>Shipping costs</h2>
<ul>
<li>Courier delivery in the Netherlands and Belgium: ${SHOP.shippingCost}</li>
<li>Gift cards and digital sewing patterns are emailed free of charge</li>
</ul>
<h2>Track &amp; trace</h2>
<p>As soon as your parcel is on its way, you'll get an email with a link to follow it.</p>
<h2>Not at home?</h2>
<p>The courier tries again on the next working day, or leaves your parcel at a pick-up point nearby.</p>`,
  },
};

export const RETURNS: PageText = {
  title: { nl: "Retourneren", en: "Returns" },
  metaDescription: {
    nl: `Retourneren is gratis binnen ${SHOP.returnDays} dagen.`,
    en: `Returns are free within ${SHOP.returnDays} days.`,
  },
  content: {
    nl: `<h1>Retourneren</h1>
<p>Retourneren is gratis binnen ${SHOP.returnDays} dagen na ontvangst. Past iets niet of bevalt het toch niet? Stuur het dan gewoon terug.</p>
<h2>Zo werkt het</h2>
<ol>
<li>Meld je retour aan via de link in je verzendbevestiging.</li>
<li>Stop de artikelen ongedragen en met label in de originele verpakking.</li>
<li>Plak het gratis retourlabel op de doos en breng hem naar een afgiftepunt.</li>
</ol>
<h2>Terugbetaling</h2>
<p>Binnen vijf werkdagen na ontvangst van je retour storten we het bedrag terug via de betaalmethode die je gebruikte.</p>
<p>Cadeaubonnen en gedownloade naaipatronen kunnen niet worden geretourneerd.</p>`,
    en: `<h1>Returns</h1>
<p>Returns are free within ${SHOP.returnDays} days of delivery. Doesn't it fit, or not quite what you hoped? Simply send it back.</p>
<h2>How it works</h2>
<ol>
<li>Register your return through the link in your shipping confirmation.</li>
<li>Pack the items unworn, with their labels, in the original packaging.</li>
<li>Stick the free return label on the box and take it to a drop-off point.</li>
</ol>
<h2>Refunds</h2>
<p>Within five working days of receiving your return we refund the amount with the payment method you used.</p>
<p>Gift cards and downloaded sewing patterns cannot be returned.</p>`,
  },
};

export const CONTACT: PageText = {
  title: { nl: "Contact", en: "Contact" },
  metaDescription: {
    nl: "Mail, bel of kom langs bij Etalage in Amsterdam.",
    en: "Email, call or visit Etalage in Amsterdam.",
  },
  content: {
    nl: `<h1>Contact</h1>
<p>We lezen elke e-mail en antwoorden binnen één werkdag.</p>
<ul>
<li>E-mail: <a href="mailto:${SHOP.email}">${SHOP.email}</a></li>
<li>Telefoon: ${SHOP.phone} (maandag tot en met vrijdag, 9:00 tot 17:00)</li>
<li>Adres: ${SHOP.name}, ${SHOP.street}, ${SHOP.postcode} ${SHOP.city}</li>
</ul>
<p>Liever langskomen? Bekijk onze ${link("nl", "/store-locator", "winkels")}.</p>`,
    en: `<h1>Contact</h1>
<p>We read every email and reply within one working day.</p>
<ul>
<li>Email: <a href="mailto:${SHOP.email}">${SHOP.email}</a></li>
<li>Phone: ${SHOP.phone} (Monday to Friday, 9:00 to 17:00)</li>
<li>Address: ${SHOP.name}, ${SHOP.street}, ${SHOP.postcode} ${SHOP.city}</li>
</ul>
<p>Rather drop by? See our ${link("en", "/store-locator", "stores")}.</p>`,
  },
};
