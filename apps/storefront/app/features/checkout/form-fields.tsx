import { useTranslation } from "../../i18n/i18n";

/** The form-level message after a refused submit: "Please fix the validation errors". */
export function FormError({ show }: { show: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      {t("forms.fixErrors")}
    </p>
  );
}
