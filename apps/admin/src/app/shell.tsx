import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { ApiError, api } from "../shared/api-client";
import { ApiMessage } from "../shared/api-message";
import { type Language, useLanguage, useTexts } from "../shared/language";
import { useMe } from "../shared/session";
import { sharedTexts } from "../shared/shared-texts";
import { NAVIGATION } from "./navigation";

/**
 * The frame of every screen after the login: the shop's name, the main menu, the language and
 * the member with her profile and log out; the screen itself in `<main>`. Without a session it
 * sends her to the login, and back here after it.
 */
export function Shell() {
  const t = useTexts(sharedTexts);
  const me = useMe();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen closes the phone's menu
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (me.isPending) return <p className="page-loading">{t.loading}</p>;
  if (me.error instanceof ApiError && me.error.status === 401)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (me.error)
    return (
      <main className="screen">
        <ApiMessage error={me.error} />
      </main>
    );
  const member = me.data;
  // Two-step login must be turned on before anything else (ADMIN_REQUIRE_TOTP=on).
  if (member.totpSetupRequired && location.pathname !== "/profile")
    return <Navigate to="/profile" replace />;

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <header className="topbar">
        <Link to="/" className="brand">
          {t.shopName} <span className="brand-sub">{t.backOffice}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu member-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? t.closeMenu : t.openMenu}
        </button>
        {/* Beside the shop's name on a laptop; under the menu, when it is open, on a phone. */}
        <div id="member-menu" className={menuOpen ? "member open" : "member"}>
          <NavLink to="/profile">{t.profile}</NavLink>
          <span className="member-name">{t.loggedInAs(member.name, t.roles[member.role])}</span>
          <LanguageChoice />
          <LogOutButton />
        </div>
        <nav id="main-menu" aria-label={t.mainMenu} className={menuOpen ? "menu open" : "menu"}>
          <ul>
            {NAVIGATION.filter((item) => !item.shownTo || item.shownTo(member)).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label(t)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

function LanguageChoice() {
  const t = useTexts(sharedTexts);
  const { language, choose } = useLanguage();
  return (
    <label className="language">
      <span className="visually-hidden">{t.language}</span>
      <select value={language} onChange={(e) => choose(e.target.value as Language)}>
        <option value="nl">Nederlands</option>
        <option value="en">English</option>
      </select>
    </label>
  );
}

function LogOutButton() {
  const t = useTexts(sharedTexts);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logOut = async () => {
    await api.post("/api/admin/logout").catch(() => undefined);
    queryClient.clear();
    navigate("/login", { replace: true });
  };
  return (
    <button type="button" className="link-button" onClick={logOut}>
      {t.logOut}
    </button>
  );
}
