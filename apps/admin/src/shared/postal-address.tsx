/** An address as the back office shows it, from an order or from a customer's account. */
export interface PostalAddressLines {
  firstname?: string | undefined;
  lastname?: string | undefined;
  company?: string | undefined;
  street?: string[] | undefined;
  postcode?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  telephone?: string | undefined;
}

/** An address as a letter bears it: name, company, street, postcode with town and country, phone. */
export function PostalAddress({ address }: { address: PostalAddressLines }) {
  const lines = {
    name: [address.firstname, address.lastname].filter(Boolean).join(" "),
    company: address.company ?? "",
    street: (address.street ?? []).join(" "),
    place: [address.postcode, address.city, address.country].filter(Boolean).join(" "),
    telephone: address.telephone ?? "",
  };
  return (
    <address>
      {Object.entries(lines).map(([line, text]) =>
        text ? (
          <span key={line} className="block">
            {text}
          </span>
        ) : null,
      )}
    </address>
  );
}
