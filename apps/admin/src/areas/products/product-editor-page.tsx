import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ApiMessage } from "../../shared/api-message";
import { useLanguage, useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { useMe } from "../../shared/session";
import { sharedTexts } from "../../shared/shared-texts";
import { editorTexts } from "./editor-texts";
import { PicturesPanel } from "./pictures-panel";
import { ProductFormView } from "./product-form";
import { useProduct } from "./products-api";

/**
 * `/products/new` and `/products/:sku`: the product editor. Staff see the product without
 * changing it (the API refuses her changes too); the owner saves, and adds pictures once the
 * product is made.
 */
export function ProductEditorPage() {
  const t = useTexts(editorTexts);
  const shared = useTexts(sharedTexts);
  const { language } = useLanguage();
  const { sku } = useParams();
  const navigate = useNavigate();
  const me = useMe();
  const product = useProduct(sku);
  const [done, setDone] = useState<string | null>(null);
  const title = sku ? t.editTitle(sku) : t.newTitle;
  usePageTitle(title);
  const readOnly = me.data?.role !== "owner";

  return (
    <Screen
      id="product"
      title={
        <>
          {title}
          {product.data ? <span className="muted"> · {product.data.name[language]}</span> : null}
        </>
      }
      back={{ to: "/products", text: t.back }}
    >
      {readOnly && me.data ? <p className="notice notice-warning">{t.readOnly}</p> : null}
      <ApiMessage error={product.error} />
      {sku && !product.data ? (
        product.isPending ? (
          <p className="page-loading">{shared.loading}</p>
        ) : null
      ) : (
        <div className="editor-layout">
          <ProductFormView
            key={`${sku ?? "new"}-${language}`}
            product={product.data}
            readOnly={readOnly}
            done={done}
            onSaved={(saved) => {
              setDone(t.saved);
              if (!sku) navigate(`/products/${encodeURIComponent(saved.sku)}`, { replace: true });
            }}
          />
          {product.data ? (
            <PicturesPanel
              sku={product.data.sku}
              pictures={product.data.images}
              readOnly={readOnly}
            />
          ) : (
            <p className="hint">{t.picturesAfterSave}</p>
          )}
        </div>
      )}
    </Screen>
  );
}
