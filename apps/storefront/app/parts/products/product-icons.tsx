import { LineIcon } from "../../ui/line-icon";

/** Catalogue line icons, drawn inline and hidden from screen readers (their buttons say it). */
interface IconProps {
  size?: number;
  filled?: boolean;
}

export function HeartIcon({ size, filled = false }: IconProps) {
  return (
    <LineIcon size={size ?? 20}>
      <path
        d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z"
        fill={filled ? "currentColor" : "none"}
      />
    </LineIcon>
  );
}

export function CompareIcon({ size }: IconProps) {
  return (
    <LineIcon size={size ?? 20}>
      <path d="M8 4v16M16 4v16M4 8h8M12 16h8" />
    </LineIcon>
  );
}

export function StarIcon({ size, filled = false }: IconProps) {
  return (
    <LineIcon size={size ?? 20}>
      <path
        d="M12 3.8l2.5 5.1 5.6.8-4 3.9 1 5.6-5.1-2.7-5 2.7 1-5.6-4.1-3.9 5.6-.8z"
        fill={filled ? "currentColor" : "none"}
      />
    </LineIcon>
  );
}
