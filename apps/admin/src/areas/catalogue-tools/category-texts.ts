import type { Texts } from "../../shared/language";

export const categoryTexts: Texts<{
  title: string;
  intro: string;
  ownerOnly: string;
  treeLabel: string;
  nameNl: string;
  nameEn: string;
  parent: string;
  enabled: string;
  disabled: string;
  up: string;
  down: string;
  upOf: (name: string) => string;
  downOf: (name: string) => string;
  edit: string;
  editOf: (name: string) => string;
  enable: string;
  disable: string;
  enableOf: (name: string) => string;
  disableOf: (name: string) => string;
  save: string;
  cancel: string;
  editTitle: (name: string) => string;
  addTitle: string;
  add: string;
  added: (name: string) => string;
  saved: (name: string) => string;
  moved: (name: string) => string;
  enabledDone: (name: string) => string;
  disabledDone: (name: string) => string;
  none: string;
}> = {
  nl: {
    title: "Categorieën",
    intro:
      "De boom zoals de winkel hem toont: elke categorie met haar Nederlandse en Engelse naam. Een uitgeschakelde categorie verdwijnt uit het menu van de winkel.",
    ownerOnly: "Alleen de eigenaar wijzigt categorieën.",
    treeLabel: "Categorieënboom",
    nameNl: "Naam (Nederlands)",
    nameEn: "Naam (Engels)",
    parent: "Onder",
    enabled: "Aan",
    disabled: "Uit",
    up: "Omhoog",
    down: "Omlaag",
    upOf: (name) => `${name} omhoog`,
    downOf: (name) => `${name} omlaag`,
    edit: "Wijzigen",
    editOf: (name) => `${name} wijzigen`,
    enable: "Inschakelen",
    disable: "Uitschakelen",
    enableOf: (name) => `${name} inschakelen`,
    disableOf: (name) => `${name} uitschakelen`,
    save: "Opslaan",
    cancel: "Annuleren",
    editTitle: (name) => `${name} wijzigen`,
    addTitle: "Nieuwe categorie",
    add: "Categorie toevoegen",
    added: (name) => `${name} is toegevoegd.`,
    saved: (name) => `${name} is opgeslagen.`,
    moved: (name) => `${name} is verplaatst.`,
    enabledDone: (name) => `${name} is ingeschakeld.`,
    disabledDone: (name) => `${name} is uitgeschakeld.`,
    none: "Er zijn nog geen categorieën.",
  },
  en: {
    title: "Categories",
    intro:
      "The tree as the shop shows it: each category with its Dutch and English name. A disabled category leaves the shop's menu.",
    ownerOnly: "Only the owner changes categories.",
    treeLabel: "Category tree",
    nameNl: "Name (Dutch)",
    nameEn: "Name (English)",
    parent: "Under",
    enabled: "On",
    disabled: "Off",
    up: "Up",
    down: "Down",
    upOf: (name) => `Move ${name} up`,
    downOf: (name) => `Move ${name} down`,
    edit: "Edit",
    editOf: (name) => `Edit ${name}`,
    enable: "Enable",
    disable: "Disable",
    enableOf: (name) => `Enable ${name}`,
    disableOf: (name) => `Disable ${name}`,
    save: "Save",
    cancel: "Cancel",
    editTitle: (name) => `Edit ${name}`,
    addTitle: "New category",
    add: "Add the category",
    added: (name) => `${name} has been added.`,
    saved: (name) => `${name} has been saved.`,
    moved: (name) => `${name} has been moved.`,
    enabledDone: (name) => `${name} has been enabled.`,
    disabledDone: (name) => `${name} has been disabled.`,
    none: "There are no categories yet.",
  },
};
