import { isCalendarDay } from "@etalage/contracts";
import { useState } from "react";
import { InputField } from "../../shared/input-field";
import { useLanguage, useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { exportTexts } from "./export-texts";

/** The owner's CSV downloads: the orders of some days, and the newsletter's subscribers. */
export function ExportsPage() {
  const t = useTexts(exportTexts);
  usePageTitle(t.title);
  const { language } = useLanguage();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [lang, setLang] = useState<"nl" | "en">(language);
  const params = new URLSearchParams({ lang });
  if (isCalendarDay(from)) params.set("from", from);
  if (isCalendarDay(to)) params.set("to", to);
  const badRange = isCalendarDay(from) && isCalendarDay(to) && from > to;

  return (
    <Screen id="exports" title={t.title} narrow>
      <p className="hint">{t.intro}</p>

      <h2 className="section-title">{t.ordersTitle}</h2>
      <p className="hint">{t.ordersHint}</p>
      <div className="filters export-range">
        <InputField
          id="export-from"
          label={t.from}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <InputField
          id="export-to"
          label={t.to}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
        />
        <div className="field">
          <label htmlFor="export-lang">{t.columns}</label>
          <select
            id="export-lang"
            value={lang}
            onChange={(e) => setLang(e.target.value === "en" ? "en" : "nl")}
          >
            <option value="nl">{t.dutch}</option>
            <option value="en">{t.english}</option>
          </select>
        </div>
      </div>
      {badRange ? (
        <p className="field-error" role="alert">
          {t.badRange}
        </p>
      ) : (
        <p>
          <a className="button" href={`/api/admin/orders.csv?${params}`} download>
            {t.downloadOrders}
          </a>
        </p>
      )}

      <h2 className="section-title">{t.newsletterTitle}</h2>
      <p className="hint">{t.newsletterHint}</p>
      <p>
        <a className="button" href={`/api/admin/newsletter.csv?lang=${lang}`} download>
          {t.downloadNewsletter}
        </a>
      </p>
    </Screen>
  );
}
