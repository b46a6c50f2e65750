import "../../../i18n/account-texts";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { fetchReturnable, type Returnable } from "./return-api";
import { ReturnForm } from "./return-form";

type Step = { kind: "closed" } | { kind: "form" } | { kind: "done"; number: string };

/**
 * "Retourneren / Return" on an order of the account: shown while the order can still be sent
 * back (14 days after it shipped), it opens the return form and ends with the return number.
 */
export default function OrderReturn({ incrementId }: { incrementId: string }) {
  const { t, store } = useTranslation();
  const [returnable, setReturnable] = useState<Returnable | null>(null);
  const [step, setStep] = useState<Step>({ kind: "closed" });

  useEffect(() => {
    let live = true;
    fetchReturnable(store, incrementId).then(
      (found) => {
        if (live) setReturnable(found);
      },
      // Decorative: without an answer the order is shown without the button.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [store, incrementId]);

  if (step.kind === "done")
    return (
      <p className="account-note" role="status" data-testid="return-done">
        {t("account.returns.done", { number: step.number })}
      </p>
    );
  if (!returnable?.open) return null;
  if (step.kind === "form")
    return (
      <section aria-labelledby="return-title" data-testid="order-return">
        <h4 id="return-title">{t("account.returns.title", { number: incrementId })}</h4>
        <ReturnForm
          incrementId={incrementId}
          returnable={returnable}
          onDone={(number) => setStep({ kind: "done", number })}
          onCancel={() => setStep({ kind: "closed" })}
        />
      </section>
    );
  return (
    <div>
      <button
        type="button"
        className="button"
        data-testid="start-return"
        onClick={() => setStep({ kind: "form" })}
      >
        {t("account.returns.start")}
      </button>
    </div>
  );
}
