import type { AuditLogEntry } from "@etalage/contracts";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiMessage } from "../../shared/api-message";
import type { ListColumn } from "../../shared/data-table";
import { dateTime } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { pageParam } from "../../shared/list-params";
import { ListTable } from "../../shared/list-table";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { orderStatusTexts } from "../orders/public";
import { editorTexts } from "../products/public";
import { returnTexts } from "../returns/public";
import { reviewTexts } from "../reviews/public";
import { AUDIT_PAGE_SIZE, useAudit } from "./audit-api";
import { type ChangeWords, changeLine } from "./audit-change";
import { auditTexts } from "./audit-texts";

/** What an entry changed: `Bestelling 000000001`; a member of staff by her address, not her id. */
function subjectLabel(entry: AuditLogEntry, subjects: Record<string, string>): string {
  const { email } = entry.details;
  const which =
    entry.subject_type === "staff" && typeof email === "string" ? email : entry.subject_id;
  return `${subjects[entry.subject_type] ?? entry.subject_type} ${which}`;
}

/** Where an entry's subject lives in the back office, when it has a page. */
function subjectPath(entry: AuditLogEntry): string | null {
  if (entry.subject_type === "order") return `/orders/${entry.subject_id}`;
  if (entry.subject_type === "return") return `/returns/${entry.subject_id}`;
  if (entry.subject_type === "product") return `/products/${encodeURIComponent(entry.subject_id)}`;
  return null;
}

/** The owner reads who changed what: every change of the back office, newest first, paged. */
export function AuditPage() {
  const t = useTexts(auditTexts);
  const words = useChangeWords();
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
        accessorFn: (row) => subjectLabel(row, t.subjects),
        cell: ({ row }) => {
          const path = subjectPath(row.original);
          const label = subjectLabel(row.original, t.subjects);
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
              <li key={field}>{changeLine(row.original.subject_type, field, change, words)}</li>
            ))}
          </ul>
        ),
      },
      { id: "who", header: t.who, accessorFn: (row) => row.staff.email },
    ],
    [t, words],
  );

  return (
    <Screen id="audit" title={t.title}>
      <p className="hint">{t.intro}</p>
      <ApiMessage error={audit.error} />
      <ListTable
        list={audit}
        caption={t.caption}
        columns={columns}
        phone="cards"
        rowKey={(row) => String(row.id)}
        empty={t.none}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={(next) => setParams({ page: String(next) })}
      />
    </Screen>
  );
}

/** The names a change is told in, in the member's language, from the areas that own them. */
function useChangeWords(): ChangeWords {
  const t = useTexts(auditTexts);
  const orders = useTexts(orderStatusTexts);
  const returns = useTexts(returnTexts);
  const reviews = useTexts(reviewTexts);
  const products = useTexts(editorTexts);
  return useMemo(
    () => ({
      fields: t.fields,
      yes: t.yes,
      no: t.no,
      statuses: {
        order: orders.status,
        review: reviews.statuses,
        product: products.statuses,
        return: returns.statuses,
      },
      visibilities: products.visibilities,
    }),
    [t, orders, returns, reviews, products],
  );
}
