import { storePath } from "@etalage/contracts";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/translate";
import { useStoreView } from "../../lib/use-store-view";
import { FormNotice } from "../../ui/form-field";
import { confirmContactCopy } from "./contact-api";
import "../../i18n/services-texts";
import "./contact.css";

type Outcome = "ready" | "busy" | "done" | "failed";

const NOTICE: Record<"done" | "failed", MessageKey> = {
  done: "contact.copySent",
  failed: "contact.copyLinkFailed",
};

/**
 * `/contact/copy?token=`, where the mail asking a guest to confirm her copy leads. Opening the
 * link sends nothing (mail scanners open links too): only the click on the button does, once.
 */
export function ContactCopyPage() {
  const { t } = useTranslation();
  const store = useStoreView();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome>("ready");

  async function send() {
    setOutcome("busy");
    try {
      await confirmContactCopy(store.storeCode, token);
      setOutcome("done");
    } catch (error) {
      console.error("The copy of the contact message was not sent.", error);
      setOutcome("failed");
    }
  }

  return (
    <section className="contact-copy-page" data-testid="contact-copy-page" data-outcome={outcome}>
      <h1 className="page-title">{t("contact.copyTitle")}</h1>
      {!token ? (
        <FormNotice ok={false}>{t("contact.copyMissingToken")}</FormNotice>
      ) : outcome === "done" || outcome === "failed" ? (
        <FormNotice ok={outcome === "done"}>{t(NOTICE[outcome])}</FormNotice>
      ) : (
        <>
          <p>{t("contact.copyIntro")}</p>
          <p>
            <button
              type="button"
              className="button"
              onClick={send}
              disabled={outcome === "busy"}
              aria-busy={outcome === "busy"}
            >
              {t(outcome === "busy" ? "contact.copySending" : "contact.copyButton")}
            </button>
          </p>
        </>
      )}
      <p>
        <Link to={storePath(store, "/")}>{t("contact.toShop")}</Link>
      </p>
    </section>
  );
}
