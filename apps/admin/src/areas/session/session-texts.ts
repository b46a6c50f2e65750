import type { Texts } from "../../shared/language";

export const sessionTexts: Texts<{
  loginTitle: string;
  loginIntro: string;
  email: string;
  password: string;
  otp: string;
  otpHint: string;
  logIn: string;
  loggingIn: string;
  emailNeeded: string;
  passwordNeeded: string;
  otpNeeded: string;
  profileTitle: string;
  name: string;
  role: string;
  twoStep: string;
  twoStepOn: string;
  twoStepOff: string;
  twoStepRequired: string;
  twoStepStart: string;
  twoStepScan: string;
  twoStepSecret: string;
  twoStepLink: string;
  twoStepCode: string;
  twoStepConfirm: string;
  twoStepDone: string;
  twoStepOffHint: string;
  twoStepTurnOff: string;
  twoStepOffDone: string;
  passwordTitle: string;
  currentPassword: string;
  newPassword: string;
  newPasswordHint: string;
  changePassword: string;
  passwordChanged: string;
}> = {
  nl: {
    loginTitle: "Inloggen",
    loginIntro: "Log in op de backoffice van Etalage.",
    email: "E-mailadres",
    password: "Wachtwoord",
    otp: "Code uit je authenticator-app",
    otpHint: "Zes cijfers; elke code werkt één keer.",
    logIn: "Inloggen",
    loggingIn: "Bezig met inloggen…",
    emailNeeded: "Vul je e-mailadres in.",
    passwordNeeded: "Vul je wachtwoord in.",
    otpNeeded: "Vul de code uit je authenticator-app in.",
    profileTitle: "Mijn profiel",
    name: "Naam",
    role: "Rol",
    twoStep: "Inloggen in twee stappen",
    twoStepOn: "Aan: bij het inloggen vragen we ook een code uit je authenticator-app.",
    twoStepOff: "Uit: je logt in met alleen je wachtwoord.",
    twoStepRequired:
      "Deze winkel vraagt inloggen in twee stappen. Zet het eerst aan; daarna kun je verder.",
    twoStepStart: "Inloggen in twee stappen aanzetten",
    twoStepScan:
      "Voeg deze sleutel toe aan je authenticator-app (of open de link op je telefoon) en vul daarna de code in.",
    twoStepSecret: "Sleutel",
    twoStepLink: "Openen in de authenticator-app",
    twoStepCode: "Code uit je authenticator-app",
    twoStepConfirm: "Code bevestigen",
    twoStepDone: "Inloggen in twee stappen staat aan.",
    twoStepOffHint:
      "Uitzetten doe je met een code uit je authenticator-app, bijvoorbeeld voor je overstapt op een nieuwe telefoon.",
    twoStepTurnOff: "Inloggen in twee stappen uitzetten",
    twoStepOffDone: "Inloggen in twee stappen staat uit.",
    passwordTitle: "Wachtwoord",
    currentPassword: "Huidig wachtwoord",
    newPassword: "Nieuw wachtwoord",
    newPasswordHint:
      "Minstens 8 tekens met kleine letters, hoofdletters, cijfers of tekens (3 van de 4). Op je andere apparaten log je daarna opnieuw in.",
    changePassword: "Wachtwoord wijzigen",
    passwordChanged: "Je wachtwoord is gewijzigd.",
  },
  en: {
    loginTitle: "Log in",
    loginIntro: "Log in to the Etalage back office.",
    email: "E-mail address",
    password: "Password",
    otp: "Code from your authenticator app",
    otpHint: "Six digits; each code works once.",
    logIn: "Log in",
    loggingIn: "Logging in…",
    emailNeeded: "Enter your e-mail address.",
    passwordNeeded: "Enter your password.",
    otpNeeded: "Enter the code from your authenticator app.",
    profileTitle: "My profile",
    name: "Name",
    role: "Role",
    twoStep: "Two-step login",
    twoStepOn: "On: logging in also asks for a code from your authenticator app.",
    twoStepOff: "Off: you log in with your password alone.",
    twoStepRequired: "This shop asks for two-step login. Turn it on first; then you can go on.",
    twoStepStart: "Turn on two-step login",
    twoStepScan:
      "Add this key to your authenticator app (or open the link on your phone), then enter its code.",
    twoStepSecret: "Key",
    twoStepLink: "Open in the authenticator app",
    twoStepCode: "Code from your authenticator app",
    twoStepConfirm: "Confirm the code",
    twoStepDone: "Two-step login is on.",
    twoStepOffHint:
      "You turn it off with a code from your authenticator app, for instance before you move to a new phone.",
    twoStepTurnOff: "Turn off two-step login",
    twoStepOffDone: "Two-step login is off.",
    passwordTitle: "Password",
    currentPassword: "Current password",
    newPassword: "New password",
    newPasswordHint:
      "At least 8 characters with lower case, upper case, digits or symbols (3 of the 4). On your other devices you log in again afterwards.",
    changePassword: "Change password",
    passwordChanged: "Your password is changed.",
  },
};
