import { paymentMethodTitle } from "@etalage/contracts";
import { Card } from "../../shared/card";
import { useLanguage, useTexts } from "../../shared/language";
import { PostalAddress } from "../../shared/postal-address";
import { orderDetailTexts } from "./order-detail-texts";
import type { OrderAddress, OrderView } from "./order-view";

/** Who ordered: the customer, her addresses, and how the order is shipped and paid. */
export function OrderCustomer({ order }: { order: OrderView }) {
  const t = useTexts(orderDetailTexts);
  const { language } = useLanguage();
  return (
    <Card id="customer" title={t.customer}>
      <p>
        {order.customer.firstname} {order.customer.lastname}
        <br />
        <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
      </p>
      <h3 className="card-subtitle">{t.shippingAddress}</h3>
      <Address address={order.addresses.shipping} />
      <h3 className="card-subtitle">{t.billing}</h3>
      <Address address={order.addresses.billing} />
      <h3 className="card-subtitle">{t.shippingMethod}</h3>
      <p>{order.shipping_method.description ?? order.shipping_method.carrier_code ?? t.none}</p>
      <h3 className="card-subtitle">{t.paymentMethod}</h3>
      <p>{order.payment_method ? paymentMethodTitle(order.payment_method, language) : t.none}</p>
    </Card>
  );
}

function Address({ address }: { address: OrderAddress | null }) {
  const t = useTexts(orderDetailTexts);
  if (!address) return <p>{t.none}</p>;
  const street = Array.isArray(address.street) ? address.street : [];
  return <PostalAddress address={{ ...address, street, country: address.countryId }} />;
}
