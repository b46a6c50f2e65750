import { useEffect } from "react";

/** The browser tab says which screen is open: "Bestellingen · Etalage". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Etalage`;
  }, [title]);
}
