import {
  type StoreLocation,
  type StoreOpeningDay,
  staticCmsPagePath,
  storeMapUrl,
} from "@etalage/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/translate";
import { useStoreView } from "../../lib/use-store-view";
import { FeatureNotImplementedButton } from "../../parts/modal/feature-not-implemented";
import "./store-locator.css";

/** Days in a row with the same hours read as one line: "Tuesday – Saturday 10:00 – 18:00". */
function hourRows(days: readonly StoreOpeningDay[]) {
  const rows: { from: number; to: number; opens: string | null; closes: string | null }[] = [];
  for (const day of [...days].sort((a, b) => a.day - b.day)) {
    const last = rows.at(-1);
    if (last && last.to === day.day - 1 && last.opens === day.opens && last.closes === day.closes)
      last.to = day.day;
    else rows.push({ from: day.day, to: day.day, opens: day.opens, closes: day.closes });
  }
  return rows;
}

function OpeningHours({ days }: { days: readonly StoreOpeningDay[] }) {
  const { t } = useTranslation();
  const dayName = (day: number) => t(`storeLocator.days.${day}` as MessageKey);
  return (
    <dl className="store-card__hours">
      {hourRows(days).map((row) => (
        <div key={row.from} className="store-card__hours-row">
          <dt>
            {row.from === row.to
              ? dayName(row.from)
              : t("storeLocator.dayRange", { from: dayName(row.from), to: dayName(row.to) })}
          </dt>
          <dd>
            {row.opens && row.closes
              ? t("storeLocator.hours", { opens: row.opens, closes: row.closes })
              : t("storeLocator.closed")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function StoreCard({ store }: { store: StoreLocation }) {
  const { t } = useTranslation();
  const headingId = `store-${store.id}`;
  return (
    <article className="store-card" aria-labelledby={headingId}>
      <p className="eyebrow">{store.city}</p>
      <h2 id={headingId} className="store-card__name">
        {store.name}
      </h2>
      <address className="store-card__address">
        {store.street}
        <br />
        {store.postcode} {store.city}
        <br />
        <a href={`tel:${store.phone.replace(/\s+/g, "")}`}>{store.phone}</a>
      </address>
      <h3 className="store-card__label">{t("storeLocator.openingHours")}</h3>
      <OpeningHours days={store.openingHours} />
      <div className="store-card__actions">
        <a
          className="store-card__map"
          href={storeMapUrl(store)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("storeLocator.map")}
          <span className="visually-hidden">
            {" "}
            {t("storeLocator.mapHint", { name: store.name })}
          </span>
        </a>
        <FeatureNotImplementedButton
          feature={t("storeLocator.appointment")}
          className="store-card__appointment"
        />
      </div>
    </article>
  );
}

/** `/store-locator` (docs/specification/routes-and-screens.md): the brand's stores with address, opening hours and a map link. */
export function StoreLocator({ stores }: { stores: readonly StoreLocation[] }) {
  const { t } = useTranslation();
  const view = useStoreView();
  return (
    <div className="store-locator">
      <header className="store-locator__header">
        <h1 className="page-title">{t("storeLocator.title")}</h1>
        <p className="store-locator__intro">{t("storeLocator.intro")}</p>
      </header>
      <div className="store-locator__grid">
        {stores.map((store) => (
          <StoreCard key={store.id} store={store} />
        ))}
      </div>
      <p className="store-locator__note">
        {t("storeLocator.returns")}{" "}
        <Link to={staticCmsPagePath(view, "contact")}>{t("storeLocator.contact")}</Link>
      </p>
    </div>
  );
}
