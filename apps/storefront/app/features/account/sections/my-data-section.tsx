import "./sections.css";
import { STORE_VIEWS, storePath } from "@etalage/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { ApiRefusal } from "../../../lib/api/api-call";
import { type FieldRule, required } from "../../../lib/form-rules";
import { notify } from "../../../parts/notifications/notify";
import { AccountSection } from "../account-section";
import { AccountField, FormRefusal } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { theSession, useSession } from "../session/session-engine";
import { deleteMyAccount, exportMyData, saveAsJsonFile } from "./my-data-api";

type Download = "idle" | "busy" | "done" | "failed";

const EMPTY = { password: "", confirm: "" };
const confirmed: FieldRule = (value) => (value === "yes" ? null : "account.myData.confirmRequired");

/**
 * "Mijn gegevens / My data" (GDPR): a download of everything the shop holds about the customer,
 * and the deletion of the account after her password and a tick, which logs her out and takes
 * her home with a notice.
 */
export function MyDataSection() {
  const { t } = useTranslation();
  const user = useSession().user;
  if (!user) return null;
  return (
    <AccountSection id="my-data" title={t("account.myData.title")}>
      <DownloadMyData />
      <DeleteAccount />
    </AccountSection>
  );
}

export function DownloadMyData() {
  const { t, store } = useTranslation();
  const [download, setDownload] = useState<Download>("idle");
  const save = async () => {
    setDownload("busy");
    try {
      saveAsJsonFile(await exportMyData(store), t("account.myData.fileName"));
      setDownload("done");
    } catch (error) {
      console.error("The customer's data could not be fetched.", error);
      setDownload("failed");
    }
  };
  return (
    <div className="my-data__part">
      <p className="account-note">{t("account.myData.intro")}</p>
      <div>
        <button
          type="button"
          className="button"
          data-testid="download-my-data"
          disabled={download === "busy"}
          onClick={() => void save()}
        >
          {t("account.myData.download")}
        </button>
      </div>
      <p className="account-note" role="status" data-testid="download-status">
        {download === "busy"
          ? t("account.myData.downloading")
          : download === "done"
            ? t("account.myData.downloaded")
            : download === "failed"
              ? t("account.myData.downloadFailed")
              : ""}
      </p>
    </div>
  );
}

export function DeleteAccount() {
  const { t, store } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const confirmId = useId();
  const form = useAccountForm(EMPTY, () => ({ password: required, confirm: confirmed }));
  const opened = useRef(false);

  // Opening moves the focus to the password; cancelling gives it back to the button.
  useEffect(() => {
    if (open) formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
    else if (opened.current) startRef.current?.focus();
    opened.current = open;
  }, [open]);

  const remove = async (values: typeof EMPTY) => {
    if (!navigator.onLine) throw new Error(t("account.myData.offline"));
    try {
      await deleteMyAccount(store, values.password);
    } catch (error) {
      if (error instanceof ApiRefusal && error.status === 400)
        throw new Error(t("account.myData.wrongPassword"));
      throw error;
    }
    await navigate(storePath(STORE_VIEWS[store], "/"));
    // Every login of the account is gone on the server; this tab forgets it too.
    await theSession().logout({ silent: true });
    notify({ type: "success", message: t("account.myData.deleted") });
  };

  const confirmError = form.errors.confirm;
  return (
    <div className="my-data__part">
      <h3 className="my-data__title">{t("account.myData.deleteTitle")}</h3>
      <p className="account-note">{t("account.myData.deleteIntro")}</p>
      {open ? (
        <form
          ref={formRef}
          className="account-form"
          noValidate
          data-testid="delete-account-form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit(remove);
          }}
        >
          <AccountField
            form={form}
            name="password"
            label="account.fields.password"
            type="password"
            autoComplete="current-password"
          />
          <div className={confirmError ? "form-field has-error" : "form-field"}>
            <label className="my-data__confirm">
              <input
                type="checkbox"
                name="confirm"
                checked={form.values.confirm === "yes"}
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={confirmError ? `${confirmId}-error` : undefined}
                onChange={(event) => form.set("confirm", event.target.checked ? "yes" : "")}
              />{" "}
              {t("account.myData.confirm")}
            </label>
            {confirmError ? (
              <p id={`${confirmId}-error`} className="form-field__error" data-testid="field-error">
                {t(confirmError)}
              </p>
            ) : null}
          </div>
          <FormRefusal message={form.refusal} />
          <div className="my-data__actions">
            <button
              type="submit"
              className="button my-data__delete"
              data-testid="delete-account"
              disabled={form.busy}
            >
              {t("account.myData.delete")}
            </button>
            <button
              type="button"
              className="account-link"
              onClick={() => {
                form.reset(EMPTY);
                setOpen(false);
              }}
            >
              {t("account.myData.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <div>
          <button
            ref={startRef}
            type="button"
            className="button"
            data-testid="delete-account-start"
            aria-expanded={false}
            onClick={() => setOpen(true)}
          >
            {t("account.myData.deleteStart")}
          </button>
        </div>
      )}
    </div>
  );
}
