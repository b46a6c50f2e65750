import { useEffect } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { openAuthModal } from "../auth-modal-state";
import { LoyaltyCardSection } from "../sections/loyalty-card-section";
import { MyDataSection } from "../sections/my-data-section";
import { NewsletterSection } from "../sections/newsletter-section";
import { RecentlyViewedSection } from "../sections/recently-viewed-section";
import { ReviewsSection } from "../sections/reviews-section";
import { useSession } from "../session/session-engine";
import { AddressesSection } from "./addresses-section";
import { OrdersSection } from "./orders-section";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import "../account.css";

/**
 * `/my-account` (docs/specification/routes-and-screens.md): the same shell for everyone from the server; the customer is fetched
 * in the browser. Visitors are told to log in and get the login modal.
 */
export function MyAccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const visitor = session.localDataLoaded && !session.loggedIn;

  useEffect(() => {
    if (visitor) openAuthModal("login");
  }, [visitor]);

  return (
    <div className="account-page" data-testid="my-account">
      <h1 className="account-page__title">{t("account.title")}</h1>
      {!session.localDataLoaded || (session.loggedIn && session.user === null) ? (
        <p className="account-note" role="status">
          {t("account.loading")}
        </p>
      ) : visitor ? (
        <div className="account-section">
          <p data-testid="need-login">{t("account.needLogin")}</p>
          <div>
            <button type="button" className="button" onClick={() => openAuthModal("login")}>
              {t("account.logIn")}
            </button>
          </div>
        </div>
      ) : (
        <AccountSections />
      )}
    </div>
  );
}

function AccountSections() {
  const { t } = useTranslation();
  return (
    <div className="account-page__layout">
      <nav className="account-nav" aria-label={t("account.title")}>
        <a href="#profile">{t("account.nav.profile")}</a>
        <a href="#password">{t("account.nav.password")}</a>
        <a href="#addresses">{t("account.nav.addresses")}</a>
        <a href="#newsletter">{t("account.nav.newsletter")}</a>
        <a href="#orders">{t("account.nav.orders")}</a>
        <a href="#recent">{t("account.nav.recent")}</a>
        <a href="#reviews">{t("account.nav.reviews")}</a>
        <a href="#loyalty">{t("account.nav.loyalty")}</a>
        <a href="#my-data">{t("account.nav.myData")}</a>
        <LogoutButton />
      </nav>
      <div>
        <ProfileSection />
        <PasswordSection />
        <AddressesSection />
        <NewsletterSection />
        <OrdersSection />
        <RecentlyViewedSection />
        <ReviewsSection />
        <LoyaltyCardSection />
        <MyDataSection />
      </div>
    </div>
  );
}

function LogoutButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="account-link"
      data-testid="logout"
      onClick={() => void import("../session/session-engine").then((e) => e.theSession().logout())}
    >
      {t("account.logOut")}
    </button>
  );
}
