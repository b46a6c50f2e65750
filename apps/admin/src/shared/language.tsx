import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

/** The staff member's language: Dutch unless she chose English, kept in this browser. */
export type Language = "nl" | "en";

const KEY = "etalage-admin-language";

function storedLanguage(): Language {
  try {
    return localStorage.getItem(KEY) === "en" ? "en" : "nl";
  } catch {
    return "nl";
  }
}

const LanguageContext = createContext<{ language: Language; choose(language: Language): void }>({
  language: "nl",
  choose: () => {},
});

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(storedLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const choose = (next: Language) => {
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // A browser that keeps nothing still switches for this visit.
    }
    setLanguage(next);
  };
  return <LanguageContext value={{ language, choose }}>{children}</LanguageContext>;
}

export const useLanguage = () => useContext(LanguageContext);

/** An area's texts in both languages; the same shape in each. */
export interface Texts<T> {
  nl: T;
  en: T;
}

/** The texts of an area in the staff member's language. */
export function useTexts<T>(texts: Texts<T>): T {
  return texts[useLanguage().language];
}

/** An area's texts: the Dutch ones give the shape, the English must match it key for key. */
export const bilingual = <T,>(nl: T, en: NoInfer<T>): Texts<T> => ({ nl, en });
