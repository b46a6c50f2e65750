import { useState } from "react";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { Field } from "../../shared/field";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { type ImportReport, useCatalogueImport } from "./import-api";
import { ImportReportView } from "./import-report";
import { importTexts } from "./import-texts";

/** The owner brings in Magento 2's product CSV (a dry run first, then the import) or exports. */
export function ImportPage() {
  const t = useTexts(importTexts);
  usePageTitle(t.title);
  const [csv, setCsv] = useState<string | null>(null);
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
    check.reset();
    run.reset();
  };

  return (
    <section className="screen narrow" aria-labelledby="import-title">
      <h1 id="import-title" className="screen-title">
        {t.title}
      </h1>
      <p className="hint screen-intro">{t.intro}</p>

      <form
        className="card block"
        aria-labelledby="import-form-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (csv === null) return setMissing(true);
          forget();
          check.mutate(
            { csv, dryRun: true, refuseNewCategories: refuseNew },
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
                setCsv(file ? await file.text() : null);
                setMissing(false);
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
                run.mutate(
                  { csv, dryRun: false, refuseNewCategories: refuseNew },
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
        <p className="import-progress" role="status">
          <progress aria-label={t.running} />
          <span>{t.running}</span>
        </p>
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
    </section>
  );
}
