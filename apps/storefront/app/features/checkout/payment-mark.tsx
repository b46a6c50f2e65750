import type { PaymentMethodCode } from "@etalage/contracts";

/** A quiet badge per payment method (the provider's own artwork arrives with its integration). */
const MARKS: Record<PaymentMethodCode, { text: string; colour: string }> = {
  cashondelivery: { text: "€", colour: "#5f5952" },
  ideal: { text: "iD", colour: "#cc0066" },
  bancontact: { text: "BC", colour: "#1e3764" },
  creditcard: { text: "CC", colour: "#1d1b18" },
};

export function PaymentMark({ code }: { code: PaymentMethodCode | "" }) {
  const mark = code ? MARKS[code] : undefined;
  if (!mark) return null;
  return (
    <svg
      className="payment-mark"
      width="40"
      height="28"
      viewBox="0 0 40 28"
      aria-hidden="true"
      data-method={code}
    >
      <rect x="0.5" y="0.5" width="39" height="27" rx="4" fill="#fff" stroke="#e3ddd3" />
      <text
        x="20"
        y="18.5"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="12"
        fontWeight="700"
        fill={mark.colour}
      >
        {mark.text}
      </text>
    </svg>
  );
}
