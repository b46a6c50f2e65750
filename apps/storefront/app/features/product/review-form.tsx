import { DEFAULT_STORE_CODE, type StoreCode } from "@etalage/contracts";
import { useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { ApiRefusal, callApi } from "../../lib/api/api-call";
import { useStoreView } from "../../lib/use-store-view";
import { FormField, FormNotice } from "../../ui/form-field";
import { useCheckedForm } from "../../ui/use-checked-form";
import { userToken } from "../cart/public";
import { checkReview, EMPTY_REVIEW, type ReviewValues, reviewBody } from "./review-rules";
import "../../i18n/services-texts";

type Sent = "thanks" | "failed" | null;

/**
 * Sends the review in the store view it was written in (it shows on that store's product page);
 * a logged-in customer's token goes with it, so the review is theirs.
 */
export async function sendReview(
  productId: number,
  values: ReviewValues,
  storeCode: StoreCode = DEFAULT_STORE_CODE,
): Promise<void> {
  const params = new URLSearchParams({ storeCode });
  const token = userToken();
  if (token) params.set("token", token);
  await callApi(`/api/review/create?${params}`, {
    method: "POST",
    body: reviewBody(productId, values),
  });
}

/**
 * The review form (docs/specification/routes-and-screens.md review modal): title, review and name. A sent review waits for the
 * shop's approval before it shows, and the shopper is told so.
 */
export function ReviewForm({
  productId,
  send = sendReview,
}: {
  productId: number;
  send?: typeof sendReview;
}) {
  const { t } = useTranslation();
  const store = useStoreView();
  const { field, sending, onSubmit } = useCheckedForm(EMPTY_REVIEW, checkReview);
  const [sent, setSent] = useState<Sent>(null);

  const submit = onSubmit(async (values) => {
    try {
      await send(productId, values, store.storeCode);
      setSent("thanks");
    } catch (error) {
      if (!(error instanceof ApiRefusal)) throw error;
      console.error("The review was not sent.", error);
      setSent("failed");
    }
  });

  if (sent === "thanks") return <FormNotice ok>{t("reviewForm.thanks")}</FormNotice>;
  return (
    <form className="review-form" data-testid="review-form" noValidate onSubmit={submit}>
      <FormField {...field("title")} label="reviewForm.reviewTitle" maxLength={255} />
      <FormField {...field("detail")} label="reviewForm.detail" multiline maxLength={4000} />
      <FormField {...field("nickname")} label="reviewForm.nickname" maxLength={100} />
      {sent === "failed" ? <FormNotice ok={false}>{t("reviewForm.failed")}</FormNotice> : null}
      <p>
        <button type="submit" className="button" disabled={sending} aria-busy={sending}>
          {t(sending ? "reviewForm.sending" : "reviewForm.send")}
        </button>
      </p>
    </form>
  );
}
