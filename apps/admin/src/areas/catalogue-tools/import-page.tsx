import type { ImportReport } from "@etalage/contracts";
import { useState } from "react";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { Field } from "../../shared/field";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { useCatalogueImport } from "./import-api";
import { ImportReportView } from "./import-report";
import { importTexts } from "./import-texts";

/** The owner brings in Magento 2's product CSV (a dry run first, then the import) or exports. */
export function ImportPage() {
  const t = useTexts(importTexts);
  usePageTitle(t.title);
  const [csv, setCsv] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [missing, setMissing] = useState(false);
  const [refuseNew, setRefuseNew] = useState(false);
  const [dryRun, setDryRun] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const check = useCatalogueImport();
  const run = useCatalogueImport();
  const busy = check.isPending || run.isPending;

  const forget = () => {
    setDryRun(null);
    setResult(null);
    setProgress(null);
    check.reset();
    run.reset();
  };

  return (
    <Screen id="import" title={t.title} intro={t.intro} narrow>
      <form
        className="card block"
        aria-labelledby="import-form-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (csv === null) return setMissing(true);
          forget();
          check.mutate(
            { csv, pictures, dryRun: true, refuseNewCategories: refuseNew },
            { onSuccess: setDryRun },
          );
        }}
      >
        <h2 className="section-title" id="import-form-title">
          {t.importTitle}
        </h2>
        <div className="stack">
          <Field
            id="import-file"
            label={t.file}
            hint={t.fileHint}
            error={missing ? t.fileNeeded : undefined}
          >
            <input
              id="import-file"
              type="file"
              accept=".csv,text/csv"
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? "import-file-hint import-file-error" : "import-file-hint"}
              onChange={async (event) => {
                forget();
                const file = event.target.files?.[0];
                setCsv(file ?? null);
                setMissing(false);
              }}
            />
          </Field>
          <Field id="import-pictures" label={t.pictures} hint={t.picturesHint}>
            <input
              id="import-pictures"
              type="file"
              accept=".zip,application/zip"
              aria-describedby="import-pictures-hint"
              onChange={(event) => {
                forget();
                setPictures(event.target.files?.[0] ?? null);
              }}
            />
          </Field>
          <label className="check">
            <input
              type="checkbox"
              checked={refuseNew}
              onChange={(event) => {
                forget();
                setRefuseNew(event.target.checked);
              }}
            />
            {t.refuseNew}
          </label>
          <ApiMessage error={check.error} />
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              {check.isPending ? t.checking : t.check}
            </button>
          </div>
        </div>
      </form>

      {dryRun && !result ? (
        <>
          <ImportReportView report={dryRun} id="import-dry-run" />
          <div className="import-run">
            <p className="hint">{t.runHint}</p>
            <button
              type="button"
              className="button"
              disabled={busy || csv === null}
              onClick={() => {
                if (csv === null) return;
                setProgress(null);
                run.mutate(
                  {
                    csv,
                    pictures,
                    dryRun: false,
                    refuseNewCategories: refuseNew,
                    onProgress: (done, total) => setProgress({ done, total }),
                  },
                  { onSuccess: setResult },
                );
              }}
            >
              {t.run}
            </button>
          </div>
        </>
      ) : null}
      {run.isPending ? (
        <div className="import-progress">
          <p id="import-running">{t.running}</p>
          <progress
            id="import-progress"
            aria-labelledby="import-running"
            aria-describedby="import-count"
            max={progress?.total}
            value={progress?.done}
          />
          <p id="import-count" className="import-count" role="status" aria-live="polite">
            {progress ? t.progress(progress.done, progress.total) : ""}
          </p>
        </div>
      ) : null}
      <ApiMessage error={run.error} />
      {result ? (
        <>
          <DoneMessage text={t.done(result.created, result.updated, result.unchanged)} />
          <ImportReportView report={result} id="import-result" />
        </>
      ) : null}

      <h2 className="section-title">{t.exportTitle}</h2>
      <p className="hint">{t.exportHint}</p>
      <p className="import-export">
        <a className="button button-quiet" href="/api/admin/products.csv" download>
          {t.download}
        </a>
      </p>
    </Screen>
  );
}
