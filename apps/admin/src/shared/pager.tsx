import { useTexts } from "./language";
import { sharedTexts } from "./shared-texts";

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}

/** Previous / next under a list, with where the staff member is; nothing for a single page. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const t = useTexts(sharedTexts);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="pager" aria-label={t.pageOf(page, pages)}>
      <button
        type="button"
        className="button button-quiet"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t.previous}
      </button>
      <span aria-live="polite">{t.pageOf(page, pages)}</span>
      <button
        type="button"
        className="button button-quiet"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
      </button>
    </nav>
  );
}
