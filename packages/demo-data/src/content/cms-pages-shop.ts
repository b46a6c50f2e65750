import type { PageText } from "./cms-pages-service";
import { STORE_LOCATIONS } from "./store-locations";

export const ABOUT_US: PageText = {
  title: { nl: "Over ons", en: "About us" },
  metaDescription: {
    nl: "Etalage maakt tijdloze vrouwenmode in Amsterdam: rustige ontwerpen, goede stoffen, eerlijke prijzen.",
    en: "Etalage makes timeless womenswear in Amsterdam: calm designs, good fabrics, fair prices.",
  },
  content: {
    nl: `<h1>Over Etalage</h1>
<p>Etalage begon in 2012 als een kleine winkel aan de Amsterdamse grachten, met een etalage die elke week anders was. Nog steeds ontwerpen we alles zelf, in ons atelier boven de winkel.</p>
<h2>Waar we voor staan</h2>
<ul>
<li><strong>Tijdloos:</strong> kleding die je jarenlang draagt, niet één seizoen.</li>
<li><strong>Goede stoffen:</strong> linnen, wol, zijde en leer van vaste leveranciers in Europa.</li>
<li><strong>Eerlijk gemaakt:</strong> we kennen de ateliers waar onze kleding wordt genaaid.</li>
</ul>
<h2>Erin raadt aan</h2>
<p>Erin, onze hoofdontwerper, kiest elk seizoen haar favorieten. Je herkent ze aan het label "Erin raadt aan".</p>`,
    en: `<h1>About Etalage</h1>
<p>Etalage began in 2012 as a small shop on the Amsterdam canals, with a shop window that changed every week. We still design everything ourselves, in our studio above the shop.</p>
<h2>What we stand for</h2>
<ul>
<li><strong>Timeless:</strong> clothes you wear for years, not for one season.</li>
<li><strong>Good fabrics:</strong> linen, wool, silk and leather from long-standing suppliers in Europe.</li>
<li><strong>Fairly made:</strong> we know the workshops where our clothes are sewn.</li>
</ul>
<h2>Erin recommends</h2>
<p>Erin, our head designer, picks her favourites every season. You'll recognise them by the "Erin recommends" label.</p>`,
  },
};

const STORES = STORE_LOCATIONS.map((store) => ({
  city: store.city,
  street: `${store.street}, ${store.postcode} ${store.city}`,
}));

export const STORE_LOCATOR: PageText = {
  title: { nl: "Winkels", en: "Stores" },
  metaDescription: {
    nl: "Bezoek Etalage in Amsterdam, Utrecht of Haarlem.",
    en: "Visit Etalage in Amsterdam, Utrecht or Haarlem.",
  },
  content: {
    nl: `<h1>Onze winkels</h1>
<p>In onze winkels pas je de hele collectie en helpen we je graag met advies.</p>
${STORES.map((s) => `<h2>${s.city}</h2>\n<p>${s.street}</p>\n<p>Dinsdag tot en met zaterdag 10:00 tot 18:00, zondag 12:00 tot 17:00.</p>`).join("\n")}
<p>Online bestellingen kun je gratis retourneren in elke winkel.</p>`,
    en: `<h1>Our stores</h1>
<p>Try on the whole collection in our stores, where we're happy to advise you.</p>
${STORES.map((s) => `<h2>${s.city}</h2>\n<p>${s.street}</p>\n<p>Tuesday to Saturday 10:00 to 18:00, Sunday 12:00 to 17:00.</p>`).join("\n")}
<p>You can return online orders free of charge in any store.</p>`,
  },
};

const CLOTHING = [
  ["XS", "34", "80–84", "62–66", "88–92"],
  ["S", "36", "84–88", "66–70", "92–96"],
  ["M", "38", "88–92", "70–74", "96–100"],
  ["L", "40", "92–98", "74–80", "100–106"],
  ["XL", "42", "98–104", "80–86", "106–112"],
];
const SHOES = [
  ["36", "23,0"],
  ["37", "23,7"],
  ["38", "24,3"],
  ["39", "25,0"],
  ["40", "25,7"],
  ["41", "26,3"],
  ["42", "27,0"],
];

const table = (head: string[], rows: string[][]) =>
  `<table>\n<thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead>\n<tbody>\n${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`)
    .join("\n")}\n</tbody>\n</table>`;

export const SIZE_GUIDE: PageText = {
  title: { nl: "Maattabel", en: "Size guide" },
  metaDescription: {
    nl: "Vind je maat: kleding van XS tot XL en schoenen van 36 tot 42.",
    en: "Find your size: clothing from XS to XL and shoes from 36 to 42.",
  },
  content: {
    nl: `<h1>Maattabel</h1>
<p>Meet over je ondergoed, met het meetlint recht maar niet strak. Zit je tussen twee maten in, kies dan de grotere.</p>
<h2>Kleding</h2>
${table(["Maat", "EU", "Borstomvang (cm)", "Taille (cm)", "Heupomvang (cm)"], CLOTHING)}
<h2>Schoenen</h2>
<p>Zet je hiel tegen de muur en meet tot je langste teen.</p>
${table(["Maat", "Voetlengte (cm)"], SHOES)}`,
    en: `<h1>Size guide</h1>
<p>Measure over your underwear, keeping the tape straight but not tight. Between two sizes? Choose the larger one.</p>
<h2>Clothing</h2>
${table(["Size", "EU", "Bust (cm)", "Waist (cm)", "Hips (cm)"], CLOTHING)}
<h2>Shoes</h2>
<p>Stand with your heel against a wall and measure to your longest toe.</p>
${table(["Size", "Foot length (cm)"], SHOES)}`,
  },
};
