import { LineIcon } from "./line-icon";

/** Line icons drawn inline (no icon font, no extra request); decorative, so hidden from readers. */
interface IconProps {
  size?: number;
}

export function MenuIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 7h18M3 12h18M3 17h18" />
    </LineIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 5l14 14M19 5L5 19" />
    </LineIcon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </LineIcon>
  );
}

export function AccountIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.2-4.2 4.3-6.5 8-6.5s6.8 2.3 8 6.5" />
    </LineIcon>
  );
}

export function BagIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 8h14l-1 13H6L5 8z" />
      <path d="M9 8V6.5a3 3 0 016 0V8" />
    </LineIcon>
  );
}
