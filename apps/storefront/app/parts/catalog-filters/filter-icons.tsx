import { LineIcon } from "../../ui/line-icon";

/** The filter panel's line icons, hidden from screen readers (their links say it). */
export function FilterIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size ?? 20}>
      <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="8" cy="17" r="2" />
    </LineIcon>
  );
}

export function CheckIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size ?? 20}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </LineIcon>
  );
}
