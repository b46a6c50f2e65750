import { useState } from "react";
import { Link, useParams } from "react-router";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { dateTime, money } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { mayRefund, useMe } from "../../shared/session";
import { sharedTexts } from "../../shared/shared-texts";
import { ReceiveForm } from "./receive-form";
import { RefundReturn } from "./refund-return";
import { RejectForm } from "./reject-form";
import { returnTexts } from "./return-texts";
import { useReturns } from "./returns-api";

/** One return: its lines, and what can be done with it now (receive, reject, refund). */
export function ReturnPage() {
  const { number = "" } = useParams();
  const t = useTexts(returnTexts);
  const shared = useTexts(sharedTexts);
  usePageTitle(t.returnTitle(number));
  const returns = useReturns();
  const me = useMe();
  const entry = returns.data?.items.find((item) => item.number === number);
  const [done, setDone] = useState<string | null>(null);

  return (
    <Screen id="return" title={t.returnTitle(number)} back={{ to: "/returns", text: t.back }}>
      <DoneMessage text={done} />
      <ApiMessage error={returns.error} />
      {returns.isPending ? <p className="page-loading">{shared.loading}</p> : null}
      {returns.data && !entry ? <p className="notice notice-error">{t.notFound(number)}</p> : null}
      {entry ? (
        <>
          <dl className="facts">
            <dt>{t.status}</dt>
            <dd>
              <span className={`badge badge-return-${entry.status}`}>
                {t.statuses[entry.status]}
              </span>
            </dd>
            <dt>{t.order}</dt>
            <dd>
              <Link to={`/orders/${entry.increment_id}`}>{t.orderLink(entry.increment_id)}</Link>
            </dd>
            <dt>{t.requestedAt}</dt>
            <dd>{dateTime(entry.created_at)}</dd>
            {entry.refunded_amount !== null ? (
              <>
                <dt>{t.statuses.refunded}</dt>
                <dd>{money(entry.refunded_amount)}</dd>
              </>
            ) : null}
          </dl>
          {entry.reject_reason ? <p>{t.rejectedBecause(entry.reject_reason)}</p> : null}
          <h2 className="section-title">{t.lines}</h2>
          <ul className="return-lines">
            {entry.lines.map((line) => (
              <li key={line.sku} className="card">
                <p>
                  <strong>{line.name}</strong> <span className="muted">{line.sku}</span>
                </p>
                <dl className="facts">
                  <dt>{t.qty}</dt>
                  <dd>{line.qty}</dd>
                  <dt>{t.reason}</dt>
                  <dd>
                    {t.reasons[line.reason]}
                    {line.comment ? <span className="muted"> — {line.comment}</span> : null}
                  </dd>
                  <dt>{t.received}</dt>
                  <dd>{line.received_qty ?? "—"}</dd>
                  <dt>{t.restocked}</dt>
                  <dd>{line.restocked_qty ?? "—"}</dd>
                </dl>
              </li>
            ))}
          </ul>
          {entry.status === "requested" ? (
            <>
              <ReceiveForm entry={entry} onDone={setDone} />
              <RejectForm number={entry.number} onDone={setDone} />
            </>
          ) : null}
          {entry.status === "received" ? (
            mayRefund(me.data) ? (
              <RefundReturn entry={entry} onDone={setDone} />
            ) : (
              <p className="muted">{t.ownerRefunds}</p>
            )
          ) : null}
        </>
      ) : null}
    </Screen>
  );
}
