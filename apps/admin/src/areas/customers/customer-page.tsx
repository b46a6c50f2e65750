import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ApiMessage } from "../../shared/api-message";
import { ConfirmDialog } from "../../shared/confirm-dialog";
import { dateTime, money } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { PostalAddress } from "../../shared/postal-address";
import { Screen } from "../../shared/screen";
import { sharedTexts } from "../../shared/shared-texts";
import { TableHead } from "../../shared/table-head";
import { orderStatusTexts } from "../orders/public";
import { returnTexts } from "../returns/public";
import { customerTexts } from "./customer-texts";
import { customerExportUrl, useCustomer, useDeleteCustomer } from "./customers-api";

/** One customer: her addresses, orders and returns; her data to download; her account to delete. */
export function CustomerPage() {
  const { id = "" } = useParams();
  const t = useTexts(customerTexts);
  const shared = useTexts(sharedTexts);
  const labels = useTexts(orderStatusTexts);
  const returnLabels = useTexts(returnTexts);
  const detail = useCustomer(id);
  const remove = useDeleteCustomer();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const customer = detail.data?.customer;
  const name = customer ? `${customer.firstname} ${customer.lastname}` : t.title;
  usePageTitle(name);

  return (
    <Screen id="customer" title={name} back={{ to: "/customers", text: t.back }}>
      {detail.isPending ? <p className="page-loading">{shared.loading}</p> : null}
      <ApiMessage error={detail.error} />
      {detail.data && customer ? (
        <>
          <dl className="facts">
            <dt>{t.email}</dt>
            <dd>{customer.email}</dd>
            <dt>{t.language}</dt>
            <dd>{customer.store_code.toUpperCase()}</dd>
            <dt>{t.since}</dt>
            <dd>{dateTime(customer.created_at)}</dd>
          </dl>

          <h2 className="section-title">{t.addresses}</h2>
          {customer.addresses.length === 0 ? <p className="muted">{t.noAddresses}</p> : null}
          <ul className="address-list">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                <PostalAddress address={{ ...address, country: address.country_id }} />
                {address.default_billing ? <p className="muted">{t.defaultBilling}</p> : null}
                {address.default_shipping ? <p className="muted">{t.defaultShipping}</p> : null}
              </li>
            ))}
          </ul>

          <h2 className="section-title">{t.orders}</h2>
          {detail.data.orders.total === 0 ? (
            <p className="muted">{t.noOrders}</p>
          ) : (
            <div className="table-frame">
              <table className="data-table">
                <caption className="visually-hidden">{t.orders}</caption>
                <TableHead columns={[t.orderNumber, t.date, t.status, t.total]} />
                <tbody>
                  {detail.data.orders.items.map((order) => (
                    <tr key={order.increment_id}>
                      <td>
                        <Link to={`/orders/${order.increment_id}`}>{order.increment_id}</Link>
                      </td>
                      <td>{dateTime(order.created_at)}</td>
                      <td>{labels.status[order.status] ?? order.status}</td>
                      <td>{money(order.grand_total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {detail.data.orders.total > detail.data.orders.items.length ? (
            <p className="muted">
              {t.ordersShown(detail.data.orders.items.length, detail.data.orders.total)}
            </p>
          ) : null}

          <h2 className="section-title">{t.returns}</h2>
          {detail.data.returns.length === 0 ? (
            <p className="muted">{t.noReturns}</p>
          ) : (
            <ul className="plain">
              {detail.data.returns.map((entry) => (
                <li key={entry.number}>
                  <Link to={`/returns/${entry.number}`}>{entry.number}</Link> · {t.order}{" "}
                  {entry.increment_id} · {returnLabels.statuses[entry.status]} ·{" "}
                  {dateTime(entry.created_at)}
                </li>
              ))}
            </ul>
          )}

          <h2 className="section-title">{t.yourData}</h2>
          <p className="hint">{t.exportHint}</p>
          <p>
            <a className="button button-quiet" href={customerExportUrl(customer.id)} download>
              {t.export}
            </a>
          </p>

          <h2 className="section-title">{t.deleteTitle}</h2>
          <p className="hint">{t.deleteHint}</p>
          <ApiMessage error={remove.error} />
          <button type="button" className="button button-danger" onClick={() => setAsking(true)}>
            {t.delete}
          </button>
          <ConfirmDialog
            open={asking}
            title={t.deleteConfirm(name)}
            confirmLabel={t.delete}
            busy={remove.isPending}
            onCancel={() => setAsking(false)}
            onConfirm={() =>
              remove.mutate(customer.id, {
                onSuccess: () => navigate("/customers", { state: { done: t.deletedDone } }),
                onSettled: () => setAsking(false),
              })
            }
          >
            <p>{t.deleteSummary(detail.data.orders.total)}</p>
          </ConfirmDialog>
        </>
      ) : null}
    </Screen>
  );
}
