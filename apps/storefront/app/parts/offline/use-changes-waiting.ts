import { useEffect, useState } from "react";
import { CHANGES_WAITING_EVENT, CHANGES_WAITING_KEY, changesWaiting } from "./waiting-changes";

/** How many changes made offline wait to be sent, followed in this tab and the others. */
export function useChangesWaiting(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const read = () => setCount(changesWaiting());
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === CHANGES_WAITING_KEY) read();
    };
    read();
    window.addEventListener(CHANGES_WAITING_EVENT, read);
    window.addEventListener("storage", fromOtherTab);
    return () => {
      window.removeEventListener(CHANGES_WAITING_EVENT, read);
      window.removeEventListener("storage", fromOtherTab);
    };
  }, []);
  return count;
}
