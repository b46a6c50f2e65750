import type { OrderDownload } from "@etalage/contracts";
import { useState } from "react";
import { useTranslation } from "../i18n/i18n";
import type { MessageKey } from "../i18n/translate";
import { ApiRefusal } from "../lib/api/api-call";
import { type DownloadProof, downloadHref, saveDownload } from "../lib/api/download-file";
import "./order-downloads.css";

interface OrderDownloadsProps {
  downloads: readonly OrderDownload[];
  /** Read when a link is used, so a token renewed meanwhile is the one sent. */
  proof(): DownloadProof;
  heading: MessageKey;
  /** The refusal's message goes in as `{{message}}`. */
  failed: MessageKey;
}

/**
 * The files of a paid order, each a link only its buyer can use. With scripts the file is
 * fetched (renewing an expired token once) and saved; without, the link itself downloads.
 */
export function OrderDownloads({ downloads, proof, heading, failed }: OrderDownloadsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (downloads.length === 0) return null;

  const save = async (download: OrderDownload) => {
    setBusy(download.url);
    setRefusal(null);
    try {
      await saveDownload(download.url, proof(), download.file_name);
    } catch (error) {
      setRefusal(error instanceof ApiRefusal ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="order-downloads" data-testid="order-downloads">
      <h3 className="order-downloads__title">{t(heading)}</h3>
      <ul className="order-downloads__list">
        {downloads.map((download) => (
          <li key={download.url}>
            <a
              className="order-downloads__link"
              href={downloadHref(download.url, proof())}
              download={download.file_name}
              rel="nofollow noreferrer"
              aria-busy={busy === download.url}
              data-testid="order-download"
              onClick={(event) => {
                event.preventDefault();
                void save(download);
              }}
            >
              <span className="order-downloads__icon" aria-hidden="true">
                PDF
              </span>
              <span className="order-downloads__name">{download.title}</span>
            </a>
          </li>
        ))}
      </ul>
      {refusal !== null ? (
        <p className="order-downloads__refusal" role="alert">
          {t(failed, { message: refusal })}
        </p>
      ) : null}
    </section>
  );
}
