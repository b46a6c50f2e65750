import { useTranslation } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/translate";
import { SelectField } from "../../ui/form-field";
import type { Issuer } from "./payment-catalogue";

/** iDEAL: the shopper picks a bank before placing the order (docs/specification/validation.md: iDEAL needs an issuer). */
export function IssuerField({
  issuers,
  failed,
  value,
  error,
  onChange,
  onBlur,
}: {
  issuers: Issuer[] | null;
  failed: boolean;
  value: string;
  error: MessageKey | undefined;
  onChange: (issuer: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const prompt =
    issuers === null && !failed ? t("checkout.loadingMethods") : t("checkout.chooseIssuer");
  return (
    <div className="review-payment__issuer" data-testid="issuer-field">
      <SelectField
        name="issuer"
        label="checkout.issuer"
        value={value}
        error={error}
        onChange={onChange}
        onBlur={onBlur}
        options={[
          { value: "", label: prompt },
          ...(issuers ?? []).map((issuer) => ({ value: issuer.id, label: issuer.name })),
        ]}
      />
      {failed ? <p className="field-error">{t("checkout.issuersFailed")}</p> : null}
    </div>
  );
}
