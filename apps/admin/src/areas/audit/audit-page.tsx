import type { AuditLogEntry } from "@etalage/contracts";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiMessage } from "../../shared/api-message";
import type { ListColumn } from "../../shared/data-table";
import { dateTime, money } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { pageParam } from "../../shared/list-params";
import { ListTable } from "../../shared/list-table";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { AUDIT_PAGE_SIZE, useAudit } from "./audit-api";
import { auditTexts } from "./audit-texts";

/** A value of a change as a person reads it: amounts with the shop's money format. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number" && /amount|total|refund|paid/.test(field)) return money(value);
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Where an entry's subject lives in the back office, when it has a page. */
function subjectPath(entry: AuditLogEntry): string | null {
  if (entry.subject_type === "order") return `/orders/${entry.subject_id}`;
  if (entry.subject_type === "return") return `/returns/${entry.subject_id}`;
  return null;
}

/** The owner reads who changed what: every change of the back office, newest first, paged. */
export function AuditPage() {
  const t = useTexts(auditTexts);
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const audit = useAudit(page);

  const columns = useMemo<ListColumn<AuditLogEntry>[]>(
    () => [
      { id: "when", header: t.when, accessorFn: (row) => dateTime(row.created_at) },
      { id: "what", header: t.what, accessorFn: (row) => t.actions[row.action] ?? row.action },
      {
        id: "subject",
        header: t.subject,
        accessorFn: (row) =>
          `${t.subjects[row.subject_type] ?? row.subject_type} ${row.subject_id}`,
        cell: ({ row }) => {
          const path = subjectPath(row.original);
          const label = `${t.subjects[row.original.subject_type] ?? row.original.subject_type} ${row.original.subject_id}`;
          return path ? <Link to={path}>{label}</Link> : label;
        },
      },
      {
        id: "change",
        header: t.change,
        accessorFn: (row) => Object.keys(row.changes).join(" "),
        cell: ({ row }) => (
          <ul className="plain">
            {Object.entries(row.original.changes).map(([field, change]) => (
              <li key={field}>
                {field}: {shown(field, change.from)} → {shown(field, change.to)}
              </li>
            ))}
          </ul>
        ),
      },
      { id: "who", header: t.who, accessorFn: (row) => row.staff.email },
    ],
    [t],
  );

  return (
    <Screen id="audit" title={t.title}>
      <p className="hint">{t.intro}</p>
      <ApiMessage error={audit.error} />
      <ListTable
        list={audit}
        caption={t.caption}
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty={t.none}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={(next) => setParams({ page: String(next) })}
      />
    </Screen>
  );
}
