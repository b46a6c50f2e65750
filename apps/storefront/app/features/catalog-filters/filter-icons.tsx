/** The filter panel's line icons, hidden from screen readers (their links say it). */
function Svg({ size = 20, children }: { size?: number; children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function FilterIcon({ size }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="8" cy="17" r="2" />
    </Svg>
  );
}

export function CheckIcon({ size }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Svg>
  );
}
