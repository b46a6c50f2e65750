import type { ProductDocument } from "@etalage/contracts";
import { useTranslation } from "../../i18n/i18n";

/** Virtual and downloadable products are not shipped; a download lists its files. */
export function DigitalNote({
  product,
}: {
  product: Pick<ProductDocument, "type_id" | "downloadable_links">;
}) {
  const { t } = useTranslation();
  if (product.type_id !== "virtual" && product.type_id !== "downloadable") return null;
  return (
    <div className="digital-note">
      <p>{t(product.type_id === "virtual" ? "product.virtualNote" : "product.downloadNote")}</p>
      {product.downloadable_links.length > 0 ? (
        <ul>
          {product.downloadable_links.map((link) => (
            <li key={link.title}>{link.title}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
