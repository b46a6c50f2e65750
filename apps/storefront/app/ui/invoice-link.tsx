import { useState } from "react";
import { useTranslation } from "../i18n/i18n";
import type { MessageKey } from "../i18n/translate";
import { ApiRefusal } from "../lib/api/api-call";
import { type DownloadProof, downloadHref, saveDownload } from "../lib/api/download-file";
import "./order-downloads.css";

/** `GET /api/ext/invoices/{increment_id}.pdf`: the invoice, with the buyer's proof added. */
export const invoiceUrl = (incrementId: string) =>
  `/api/ext/invoices/${encodeURIComponent(incrementId)}.pdf`;

interface InvoiceLinkProps {
  incrementId: string;
  /** The order's invoice number; nothing is shown before the order has one. */
  invoiceNumber: string | null | undefined;
  /** Read when the link is used, so a token renewed meanwhile is the one sent. */
  proof(): DownloadProof;
  label: MessageKey;
  /** The refusal's message goes in as `{{message}}`. */
  failed: MessageKey;
}

/**
 * "Factuur (PDF)": the order's invoice, a link only its buyer can use, fetched and saved with
 * scripts (renewing an expired token once) as the downloads are; without, the link downloads.
 */
export function InvoiceLink({
  incrementId,
  invoiceNumber,
  proof,
  label,
  failed,
}: InvoiceLinkProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!invoiceNumber) return null;
  const url = invoiceUrl(incrementId);
  const fileName = `${invoiceNumber}.pdf`;

  const save = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await saveDownload(url, proof(), fileName);
    } catch (error) {
      setRefusal(error instanceof ApiRefusal ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="order-downloads">
      <a
        className="order-downloads__link"
        href={downloadHref(url, proof())}
        download={fileName}
        rel="nofollow noreferrer"
        aria-busy={busy}
        data-testid="invoice-link"
        onClick={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <span className="order-downloads__name">
          {t(label)} <small>{invoiceNumber}</small>
        </span>
      </a>
      {refusal !== null ? (
        <p className="order-downloads__refusal" role="alert">
          {t(failed, { message: refusal })}
        </p>
      ) : null}
    </div>
  );
}
