import en from "../i18n/pwa.en.json";
import nl from "../i18n/pwa.nl.json";
import { homeOf, isEnglishPath, type OfflineAnswer, offlineAnswer } from "./cache-rules";

/** Seconds the shopper has to read that a page is not available offline before going home. */
export const REDIRECT_HOME_SECONDS = 3;

export type OfflineTexts = typeof nl.pwa;

export function offlineTexts(pathname: string): OfflineTexts {
  return isEnglishPath(pathname) ? en.pwa : nl.pwa;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface OfflinePage {
  answer: OfflineAnswer;
  html: string;
}

/**
 * The page the service worker answers with when the shopper opens, offline, a page it has not
 * kept: docs/specification/offline-and-caches.md's 'not available in Offline mode' with a move home after a few seconds, or
 * 'You are offline' for home and the shopper's own pages. It needs no script (a meta refresh)
 * and nothing else from the network.
 */
export function offlinePage(pathname: string): OfflinePage {
  const answer = offlineAnswer(pathname);
  const texts = offlineTexts(pathname);
  const home = homeOf(pathname);
  const lang = isEnglishPath(pathname) ? "en" : "nl";
  const message =
    answer === "redirect-home"
      ? `<p class="message" role="alert">${escapeHtml(texts.unavailable)}</p>`
      : `<p class="message" role="alert">${escapeHtml(texts.youAreOffline)}</p><p>${escapeHtml(texts.offlineNote)}</p>`;
  const refresh =
    answer === "redirect-home"
      ? `<meta http-equiv="refresh" content="${REDIRECT_HOME_SECONDS};url=${home}">`
      : "";
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#faf8f4">
${refresh}
<title>${escapeHtml(texts.title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#faf8f4;color:#1d1b18;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
header{padding:22px 24px;border-bottom:1px solid #e3ddd3;text-align:center}
.logo{font:400 1.6rem/1 Georgia,"Times New Roman",serif;letter-spacing:.3em;text-transform:uppercase;color:#1d1b18;text-decoration:none}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:15vh 24px 48px}
.card{max-width:34rem;text-align:center}
.message{font:1.25rem/1.4 Georgia,"Times New Roman",serif;margin:0 0 24px}
p{margin:0 0 20px;color:#5f5952}
.message{color:#1d1b18}
.home{display:inline-block;padding:12px 24px;background:#1d1b18;color:#faf8f4;text-decoration:none;text-transform:uppercase;letter-spacing:.12em;font-size:.875rem}
.home:focus-visible{outline:2px solid #8c3b2a;outline-offset:3px}
</style>
</head>
<body>
<header><a class="logo" href="${home}">Etalage</a></header>
<main><div class="card" data-offline="${answer}">${message}<a class="home" href="${home}">${escapeHtml(texts.home)}</a></div></main>
</body>
</html>`;
  return { answer, html };
}
