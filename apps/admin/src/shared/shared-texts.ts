import type { Texts } from "./language";

/** Texts used by every screen: the frame, messages of the API, buttons of dialogs. */
export const sharedTexts: Texts<{
  shopName: string;
  backOffice: string;
  skipToContent: string;
  mainMenu: string;
  openMenu: string;
  closeMenu: string;
  language: string;
  dashboard: string;
  orders: string;
  returns: string;
  reviews: string;
  products: string;
  categories: string;
  stock: string;
  catalogueImport: string;
  customers: string;
  staff: string;
  audit: string;
  exports: string;
  profile: string;
  logOut: string;
  loggedInAs: (name: string, role: string) => string;
  roles: { owner: string; staff: string };
  loading: string;
  failed: string;
  offline: string;
  apiSaid: string;
  notFound: string;
  notFoundBody: string;
  toDashboard: string;
  confirm: string;
  cancel: string;
  close: string;
  previous: string;
  next: string;
  /** A list's search button. */
  search: string;
  pageOf: (page: number, pages: number) => string;
  rowsFound: (count: number) => string;
}> = {
  nl: {
    shopName: "Etalage",
    backOffice: "Backoffice",
    skipToContent: "Naar de inhoud",
    mainMenu: "Hoofdmenu",
    openMenu: "Menu openen",
    closeMenu: "Menu sluiten",
    language: "Taal",
    dashboard: "Overzicht",
    orders: "Bestellingen",
    returns: "Retouren",
    reviews: "Recensies",
    products: "Producten",
    categories: "Categorieën",
    stock: "Voorraad",
    catalogueImport: "Import en export",
    customers: "Klanten",
    staff: "Medewerkers",
    audit: "Logboek",
    exports: "Exports",
    profile: "Mijn profiel",
    logOut: "Uitloggen",
    loggedInAs: (name, role) => `${name} (${role})`,
    roles: { owner: "eigenaar", staff: "medewerker" },
    loading: "Laden…",
    failed: "Dit kon niet worden geladen. Probeer het later opnieuw.",
    offline: "De winkel is niet bereikbaar. Controleer de verbinding en probeer het opnieuw.",
    apiSaid: "De winkel meldt:",
    notFound: "Pagina niet gevonden",
    notFoundBody: "Deze pagina bestaat niet in de backoffice.",
    toDashboard: "Naar het overzicht",
    confirm: "Bevestigen",
    cancel: "Annuleren",
    close: "Sluiten",
    previous: "Vorige",
    next: "Volgende",
    search: "Zoeken",
    pageOf: (page, pages) => `Pagina ${page} van ${pages}`,
    rowsFound: (count) => `${count} gevonden`,
  },
  en: {
    shopName: "Etalage",
    backOffice: "Back office",
    skipToContent: "Skip to content",
    mainMenu: "Main menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
    dashboard: "Dashboard",
    orders: "Orders",
    returns: "Returns",
    reviews: "Reviews",
    products: "Products",
    categories: "Categories",
    stock: "Stock",
    catalogueImport: "Import and export",
    customers: "Customers",
    staff: "Staff",
    audit: "Audit log",
    exports: "Exports",
    profile: "My profile",
    logOut: "Log out",
    loggedInAs: (name, role) => `${name} (${role})`,
    roles: { owner: "owner", staff: "staff" },
    loading: "Loading…",
    failed: "This could not be loaded. Please try again later.",
    offline: "The shop cannot be reached. Check the connection and try again.",
    apiSaid: "The shop says:",
    notFound: "Page not found",
    notFoundBody: "This page does not exist in the back office.",
    toDashboard: "Go to the dashboard",
    confirm: "Confirm",
    cancel: "Cancel",
    close: "Close",
    previous: "Previous",
    next: "Next",
    search: "Search",
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    rowsFound: (count) => `${count} found`,
  },
};
