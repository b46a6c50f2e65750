import { numbered } from "../../shared/format";
import { bilingual } from "../../shared/language";

export const importTexts = bilingual(
  {
    title: "Import en export",
    intro:
      "Producten in het CSV-formaat van Magento 2: dezelfde kolommen als de export van Magento zelf, met per winkelweergave (store_view_code) de Engelse teksten.",
    importTitle: "Importeren",
    file: "CSV-bestand",
    fileHint:
      "Eerst een proefimport: die verandert niets en toont elk probleem met regel en kolom.",
    fileNeeded: "Kies eerst een CSV-bestand.",
    pictures: "Afbeeldingen (zip, optioneel)",
    picturesHint:
      "Een zip met de afbeeldingen die de CSV noemt, op dezelfde naam en map (tot 200 MB, elke afbeelding tot 20 MB). Zonder zip moeten ze al in de winkel staan.",
    refuseNew: "Onbekende categorieën weigeren in plaats van aanmaken",
    check: "Proefimport",
    checking: "Controleren…",
    reportTitle: "Proefimport: zo zou de import gaan",
    resultTitle: "Import klaar",
    created: "Nieuw",
    updated: "Gewijzigd",
    unchanged: "Ongewijzigd",
    skipped: "Overgeslagen",
    newCategories: "Nieuwe categorieën",
    problemsTitle: (count: number) => numbered(count, "probleem", "problemen"),
    noProblems: "Geen problemen gevonden.",
    line: "Regel",
    column: "Kolom",
    problem: "Probleem",
    run: "Importeren",
    running: "Bezig met importeren… Laat deze pagina open.",
    progress: (done: number, total: number) => `${done} van ${total} producten`,
    runHint: "Producten met een probleem worden overgeslagen; de rest wordt geïmporteerd.",
    done: (created: number, updated: number, unchanged: number) =>
      `Geïmporteerd: ${created} nieuw, ${updated} gewijzigd, ${unchanged} ongewijzigd.`,
    exportTitle: "Exporteren",
    exportHint: "De hele catalogus in hetzelfde formaat, klaar om elders te importeren.",
    download: "Catalogus downloaden (CSV)",
  },
  {
    title: "Import and export",
    intro:
      "Products in Magento 2's CSV format: the same columns as Magento's own export, with the English texts on the rows of their store view (store_view_code).",
    importTitle: "Import",
    file: "CSV file",
    fileHint:
      "A dry run first: it changes nothing and shows every problem with its line and column.",
    fileNeeded: "Choose a CSV file first.",
    pictures: "Pictures (zip, optional)",
    picturesHint:
      "A zip of the pictures the CSV names, by the same name and folder (up to 200 MB, each picture up to 20 MB). Without a zip they must be in the shop already.",
    refuseNew: "Refuse unknown categories instead of creating them",
    check: "Dry run",
    checking: "Checking…",
    reportTitle: "Dry run: how the import would go",
    resultTitle: "Import done",
    created: "New",
    updated: "Changed",
    unchanged: "Unchanged",
    skipped: "Skipped",
    newCategories: "New categories",
    problemsTitle: (count) => numbered(count, "problem", "problems"),
    noProblems: "No problems found.",
    line: "Line",
    column: "Column",
    problem: "Problem",
    run: "Import",
    running: "Importing… Keep this page open.",
    progress: (done, total) => `${done} of ${total} products`,
    runHint: "Products with a problem are skipped; the rest is imported.",
    done: (created, updated, unchanged) =>
      `Imported: ${created} new, ${updated} changed, ${unchanged} unchanged.`,
    exportTitle: "Export",
    exportHint: "The whole catalogue in the same format, ready to import elsewhere.",
    download: "Download the catalogue (CSV)",
  },
);
