import type { ConfigurableOption } from "@etalage/contracts";
import { useTranslation } from "../i18n/i18n";
import type { Availability } from "../lib/variant-rules";

/**
 * What an option value's label holds, on the product page and in the cart's edit panel: a colour's
 * swatch or a size's text, and for the screen reader the colour's name and why the value does not
 * combine with the other choices.
 */
export function OptionValueName({
  value,
  state,
  swatchClassName,
}: {
  value: ConfigurableOption["values"][number];
  state: Availability;
  swatchClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {value.swatch ? (
        <span className={swatchClassName} style={{ background: value.swatch }} />
      ) : (
        value.label
      )}
      <span className="visually-hidden">
        {value.swatch ? value.label : ""}
        {state === "available" ? "" : `, ${t(`product.option.${state}`)}`}
      </span>
    </>
  );
}
