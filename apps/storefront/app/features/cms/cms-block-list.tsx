import { storePath } from "@etalage/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import type { CmsBlock } from "./cms-block";
import { CmsContent } from "./cms-content";
import "./cms.css";
import "./cms-blocks.css";

/**
 * The `/cms-block` page (docs/specification/routes-and-screens.md): the shop's CMS blocks as they are written, each under its
 * title and identifier; one block alone when the page is asked for one.
 */
export function CmsBlockList({ blocks, single }: { blocks: CmsBlock[]; single: boolean }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const listPath = storePath(store, "/cms-block");
  return (
    <article className="cms-page cms-blocks">
      <h1 className="page-title">{single ? blocks[0]!.title : t("cmsBlock.title")}</h1>
      {single ? null : <p className="cms-blocks__intro">{t("cmsBlock.intro")}</p>}
      {blocks.map((block) => (
        <section
          key={block.id}
          className="cms-block"
          aria-labelledby={single ? undefined : `cms-block-${block.id}`}
          aria-label={single ? block.title : undefined}
        >
          <div className="cms-block__header">
            {single ? null : (
              <h2 id={`cms-block-${block.id}`} className="cms-block__title">
                <Link to={`${listPath}?identifier=${encodeURIComponent(block.identifier)}`}>
                  {block.title}
                </Link>
              </h2>
            )}
            <span className="cms-block__identifier">
              {t("cmsBlock.identifier")} <code>{block.identifier}</code>
            </span>
          </div>
          <CmsContent html={block.html} className="cms-content cms-block__content" />
        </section>
      ))}
      {single ? (
        <p className="cms-blocks__back">
          <Link to={listPath}>{t("cmsBlock.all")}</Link>
        </p>
      ) : null}
    </article>
  );
}
