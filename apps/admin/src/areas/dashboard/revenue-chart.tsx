import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";
import { useEffect, useRef } from "react";
import { day, money } from "../../shared/format";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface RevenueChartProps {
  days: { date: string; incl_vat: number }[];
  /** What the chart shows, for a screen reader (the canvas is a picture). */
  label: string;
}

/** Revenue per day as bars (Chart.js on a canvas), loaded only with the dashboard. */
export default function RevenueChart({ days, label }: RevenueChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const ink = getComputedStyle(document.documentElement).getPropertyValue("--accent").trim();
    const chart = new Chart(canvas.current, {
      type: "bar",
      data: {
        labels: days.map((d) => day(d.date).replace(/\/\d{4}$/, "")),
        datasets: [{ data: days.map((d) => d.incl_vat), backgroundColor: ink || "#8c3b2a" }],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => money(Number(item.raw)) } },
        },
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 8 } },
          y: { beginAtZero: true, ticks: { callback: (value) => money(Number(value)) } },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);
  return (
    <div className="chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
