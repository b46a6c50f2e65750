import "./sections.css";
import { useTranslation } from "../../../i18n/i18n";
import { AccountSection } from "../account-section";
import { useSession } from "../session/session-engine";
import { LoyaltyBarcode } from "./loyalty-barcode";

/** "1234567890123" as "1 234567 890123", the way the digits stand under an EAN-13. */
const spaced = (number: string) => `${number.slice(0, 1)} ${number.slice(1, 7)} ${number.slice(7)}`;

/** The loyalty card: the customer's card number as a barcode the till scans, and as digits. */
export function LoyaltyCardSection() {
  const { t } = useTranslation();
  const number = useSession().user?.loyalty_card;
  if (!number) return null;
  return (
    <AccountSection id="loyalty" title={t("account.loyalty.title")}>
      <p className="account-note">{t("account.loyalty.intro")}</p>
      <div className="loyalty-card" data-testid="loyalty-card">
        <p className="loyalty-card__brand">Etalage</p>
        <LoyaltyBarcode number={number} label={t("account.loyalty.barcode", { number })} />
        <p className="loyalty-card__number">
          <span className="loyalty-card__label">{t("account.loyalty.number")}</span>{" "}
          <span data-testid="loyalty-number">{spaced(number)}</span>
        </p>
      </div>
    </AccountSection>
  );
}
