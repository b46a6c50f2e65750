import { type Customer, type CustomerAddress, STORE_VIEWS } from "@etalage/contracts";
import {
  type CustomerAddressRow,
  type CustomerRow,
  findCustomer,
  type Kysely,
  readAddresses,
  type Schema,
} from "@etalage/db";

/** The customer as Magento's REST API shows it, which the storefront reads. */
export function customerView(customer: CustomerRow, addresses: CustomerAddressRow[]): Customer {
  const store = STORE_VIEWS[customer.store_code];
  const billing = addresses.find((address) => address.is_default_billing === 1);
  const shipping = addresses.find((address) => address.is_default_shipping === 1);
  return {
    id: customer.id,
    group_id: customer.group_id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    website_id: 1,
    store_id: store.storeId,
    created_at: customer.created_at,
    updated_at: customer.updated_at,
    created_in: store.name,
    ...(billing ? { default_billing: String(billing.id) } : {}),
    ...(shipping ? { default_shipping: String(shipping.id) } : {}),
    addresses: addresses.map(addressView),
  };
}

function addressView(row: CustomerAddressRow): CustomerAddress {
  return {
    id: row.id,
    customer_id: row.customer_id,
    firstname: row.firstname,
    lastname: row.lastname,
    street: JSON.parse(row.street) as string[],
    city: row.city,
    postcode: row.postcode,
    country_id: row.country_id,
    region: { region: row.region, region_id: row.region_id, region_code: row.region_code },
    ...(row.telephone ? { telephone: row.telephone } : {}),
    ...(row.company ? { company: row.company } : {}),
    ...(row.vat_id ? { vat_id: row.vat_id } : {}),
    ...(row.is_default_billing ? { default_billing: true } : {}),
    ...(row.is_default_shipping ? { default_shipping: true } : {}),
  };
}

/** The customer with their addresses, read afresh. */
export async function readCustomer(db: Kysely<Schema>, customerId: number): Promise<Customer> {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw new Error(`Customer ${customerId} is gone`);
  return customerView(customer, await readAddresses(db, customerId));
}
