import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { ModalDialog } from "../../parts/modal/modal-dialog";
import { type CmsPage, CmsView } from "../cms/public";
import "../../i18n/catalog-product-texts";

/** The size guide's modal: the `size-guide` CMS page, fetched from its route when opened. */
export default function SizeGuideModal({
  path,
  open,
  onClose,
}: {
  path: string;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { load, state, data } = useFetcher<{ page?: CmsPage }>();
  useEffect(() => {
    if (open && state === "idle" && !data) void load(path);
  }, [open, state, data, load, path]);
  return (
    <ModalDialog open={open} title={t("product.sizeGuide")} onClose={onClose} wide>
      {data?.page ? <CmsView page={data.page} /> : <p aria-busy="true">{t("modal.loading")}</p>}
    </ModalDialog>
  );
}
