import en from "./catalog-home.en.json";
import nl from "./catalog-home.nl.json";
import { addMessages } from "./messages";

/** The homepage's texts (key `home`), loaded with the homepage only. */
addMessages({ nl, en });
