import type { Texts } from "../../shared/language";

export const staffTexts: Texts<{
  title: string;
  caption: string;
  name: string;
  email: string;
  role: string;
  twoStep: string;
  status: string;
  actions: string;
  on: string;
  off: string;
  active: string;
  disabled: string;
  you: string;
  disable: string;
  disableOf: (name: string) => string;
  disableConfirm: (name: string) => string;
  disableSummary: (name: string) => string;
  disabledDone: (name: string) => string;
  newPassword: string;
  newPasswordOf: (name: string) => string;
  passwordTitle: (name: string) => string;
  passwordHint: string;
  firstPasswordHint: string;
  password: string;
  savePassword: string;
  passwordDone: (name: string) => string;
  addTitle: string;
  add: string;
  addedDone: (name: string) => string;
  cancel: string;
  none: string;
}> = {
  nl: {
    title: "Medewerkers",
    caption: "Medewerkers",
    name: "Naam",
    email: "E-mailadres",
    role: "Rol",
    twoStep: "Inloggen in twee stappen",
    status: "Status",
    actions: "Acties",
    on: "Aan",
    off: "Uit",
    active: "Actief",
    disabled: "Uitgeschakeld",
    you: "(jij)",
    disable: "Uitschakelen",
    disableOf: (name) => `${name} uitschakelen`,
    disableConfirm: (name) => `${name} uitschakelen?`,
    disableSummary: (name) => `${name} kan niet meer inloggen en wordt nu meteen overal uitgelogd.`,
    disabledDone: (name) => `${name} is uitgeschakeld en uitgelogd.`,
    newPassword: "Nieuw wachtwoord",
    newPasswordOf: (name) => `Nieuw wachtwoord voor ${name}`,
    passwordTitle: (name) => `Nieuw wachtwoord voor ${name}`,
    passwordHint:
      "Minstens 8 tekens met kleine letters, hoofdletters, cijfers of tekens (3 van de 4). Ze wordt overal uitgelogd.",
    firstPasswordHint:
      "Minstens 8 tekens met kleine letters, hoofdletters, cijfers of tekens (3 van de 4). Geef het haar persoonlijk.",
    password: "Wachtwoord",
    savePassword: "Wachtwoord instellen",
    passwordDone: (name) => `${name} heeft een nieuw wachtwoord en is overal uitgelogd.`,
    addTitle: "Medewerker toevoegen",
    add: "Toevoegen",
    addedDone: (name) => `${name} is toegevoegd en kan inloggen.`,
    cancel: "Annuleren",
    none: "Nog geen medewerkers.",
  },
  en: {
    title: "Staff",
    caption: "Staff",
    name: "Name",
    email: "E-mail address",
    role: "Role",
    twoStep: "Two-step login",
    status: "Status",
    actions: "Actions",
    on: "On",
    off: "Off",
    active: "Active",
    disabled: "Disabled",
    you: "(you)",
    disable: "Disable",
    disableOf: (name) => `Disable ${name}`,
    disableConfirm: (name) => `Disable ${name}?`,
    disableSummary: (name) => `${name} can no longer log in and is logged out everywhere at once.`,
    disabledDone: (name) => `${name} is disabled and logged out.`,
    newPassword: "New password",
    newPasswordOf: (name) => `New password for ${name}`,
    passwordTitle: (name) => `New password for ${name}`,
    passwordHint:
      "At least 8 characters with lower case, upper case, digits or symbols (3 of the 4). She is logged out everywhere.",
    firstPasswordHint:
      "At least 8 characters with lower case, upper case, digits or symbols (3 of the 4). Hand it to her in person.",
    password: "Password",
    savePassword: "Set the password",
    passwordDone: (name) => `${name} has a new password and is logged out everywhere.`,
    addTitle: "Add a staff member",
    add: "Add",
    addedDone: (name) => `${name} is added and can log in.`,
    cancel: "Cancel",
    none: "No staff yet.",
  },
};
