import type { Takings } from "@etalage/contracts";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { ApiMessage } from "../../shared/api-message";
import { day, money } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { sharedTexts } from "../../shared/shared-texts";
import { useDashboard } from "./dashboard-api";
import { dashboardTexts } from "./dashboard-texts";

// The chart library loads with the dashboard alone, never with the other screens.
const RevenueChart = lazy(() => import("./revenue-chart"));

/** Where each count's list is: the orders to ship are those paid and not yet sent. */
const LISTS = {
  ordersToShip: "/orders?status=processing",
  returns: "/returns",
  reviews: "/reviews",
} as const;

/**
 * `GET /api/admin/dashboard`: revenue today, 7 and 30 days, a chart of the 30 days, and what
 * waits for the staff; each figure links to its list.
 */
export function DashboardPage() {
  const t = useTexts(dashboardTexts);
  const shared = useTexts(sharedTexts);
  usePageTitle(t.title);
  const dashboard = useDashboard();
  if (dashboard.isPending) return <p className="page-loading">{shared.loading}</p>;
  if (dashboard.error) return <ApiMessage error={dashboard.error} />;
  const d = dashboard.data;
  const total = d.revenue_by_day.reduce((sum, x) => sum + x.incl_vat, 0);
  const best = d.revenue_by_day.reduce((a, b) => (b.incl_vat > a.incl_vat ? b : a));
  const chartLabel = `${t.chartTitle}. ${t.chartSummary(money(total), money(best.incl_vat), day(best.date))}`;

  const takings = (title: string, period: Takings, from: string) => (
    <Link className="figure" to={`/orders?payment=paid&from=${from}`}>
      <span className="figure-label">{title}</span>
      <span className="figure-value">{money(period.incl_vat)}</span>
      <span className="figure-note">
        {t.exclVat(money(period.excl_vat))} · {t.orderCount(period.orders)}
      </span>
    </Link>
  );
  const days = d.revenue_by_day.map((x) => x.date);
  const dayBack = (n: number) => days[days.length - n] ?? days[0] ?? "";

  return (
    <Screen id="dashboard" title={t.title}>
      <h2 className="section-title">{t.revenue}</h2>
      <div className="figures">
        {takings(t.today, d.revenue.today, dayBack(1))}
        {takings(t.days7, d.revenue.days7, dayBack(7))}
        {takings(t.days30, d.revenue.days30, dayBack(30))}
      </div>
      <figure className="chart-figure">
        <figcaption>{t.chartTitle}</figcaption>
        <Suspense fallback={<div className="chart" />}>
          <RevenueChart days={d.revenue_by_day} label={chartLabel} />
        </Suspense>
      </figure>

      <h2 className="section-title">{t.waiting}</h2>
      <div className="figures">
        <Count to={LISTS.ordersToShip} label={t.ordersToShip} count={d.orders_to_ship} />
        <Count to={LISTS.returns} label={t.returnsWaiting} count={d.returns_waiting} />
        <Count to={LISTS.reviews} label={t.reviewsWaiting} count={d.reviews_waiting} />
      </div>

      <h2 className="section-title">{t.lowStock}</h2>
      {d.low_stock.length === 0 ? (
        <p className="muted">{t.lowStockNone}</p>
      ) : (
        <ul className="low-stock">
          {d.low_stock.slice(0, 12).map((row) => (
            <li key={row.sku}>
              <span>
                {row.name} <span className="muted">{row.sku}</span>
              </span>
              <span className="qty">{t.pieces(row.qty)}</span>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

function Count({ to, label, count }: { to: string; label: string; count: number }) {
  return (
    <Link className="figure" to={to}>
      <span className="figure-label">{label}</span>
      <span className="figure-value">{count}</span>
    </Link>
  );
}
