import "i18next";
import type nl from "./nl.json";

// Keys are checked against the Dutch texts; a test keeps en.json in step.
declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: typeof nl };
  }
}
