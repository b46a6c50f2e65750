import type { ImportReport } from "@etalage/contracts";
import { Card } from "../../shared/card";
import { useTexts } from "../../shared/language";
import { TableHead } from "../../shared/table-head";
import { importTexts } from "./import-texts";

/** A dry run's or an import's report: the counts, new categories, every problem where it is. */
export function ImportReportView({ report, id }: { report: ImportReport; id: string }) {
  const t = useTexts(importTexts);
  const figures = [
    [t.created, report.created],
    [t.updated, report.updated],
    [t.unchanged, report.unchanged],
    [t.skipped, report.skipped],
  ] as const;
  return (
    <Card
      id={id}
      title={report.dryRun ? t.reportTitle : t.resultTitle}
      block
      className="import-report"
    >
      <dl className="import-figures">
        {figures.map(([label, count]) => (
          <div key={label} data-figure={label}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      {report.newCategories.length > 0 ? (
        <>
          <h3 className="card-subtitle">{t.newCategories}</h3>
          <ul className="plain import-categories">
            {report.newCategories.map((path) => (
              <li key={path}>{path}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="card-subtitle">{t.problemsTitle(report.problems.length)}</h3>
      {report.problems.length === 0 ? (
        <p className="muted">{t.noProblems}</p>
      ) : (
        <div className="table-frame">
          <table className="data-table import-problems">
            <caption className="visually-hidden">{t.problemsTitle(report.problems.length)}</caption>
            <TableHead columns={[{ text: t.line, num: true }, t.column, t.problem]} />
            <tbody>
              {report.problems.map((problem) => (
                <tr key={`${problem.line}-${problem.column}-${problem.message}`}>
                  <td className="num">{problem.line}</td>
                  <td>{problem.column ? <code>{problem.column}</code> : "–"}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
