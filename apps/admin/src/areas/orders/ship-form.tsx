import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { ApiMessage } from "../../shared/api-message";
import { Field } from "../../shared/field";
import { useTexts } from "../../shared/language";
import { orderActionTexts } from "./order-action-texts";
import type { OrderView } from "./order-view";
import { useOrderAction } from "./use-order-action";

const CARRIERS = ["postnl", "dhl", "dpd", "ups", "none"] as const;

/** The checks of `POST …/ship`: a carrier, and its tracking code unless there is none. */
const shipForm = (t: (typeof orderActionTexts)["nl"]) =>
  z
    .object({
      carrier: z.enum(CARRIERS),
      tracking_number: z.string().check(z.trim()),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.carrier === "none") return;
        if (!value.tracking_number)
          ctx.addIssue({ code: "custom", path: ["tracking_number"], message: t.trackingNeeded });
        else if (!/^[A-Za-z0-9-]{4,40}$/.test(value.tracking_number))
          ctx.addIssue({ code: "custom", path: ["tracking_number"], message: t.trackingForm });
      }),
    );
type ShipForm = z.infer<ReturnType<typeof shipForm>>;

/** Ships what is left of the order with a carrier and its tracking code; the customer is mailed. */
export function ShipForm({ order, onDone }: { order: OrderView; onDone(text: string): void }) {
  const t = useTexts(orderActionTexts);
  const ship = useOrderAction<{ shipment_id: number; status: string }, object>(
    order.increment_id,
    "ship",
  );
  const form = useForm<ShipForm>({
    resolver: zodResolver(shipForm(t)),
    defaultValues: { carrier: "postnl", tracking_number: "" },
  });
  const carrier = form.watch("carrier");
  const error = form.formState.errors.tracking_number?.message;

  const submit = form.handleSubmit(async (values) => {
    const tracking = values.carrier === "none" ? null : values.tracking_number;
    await ship.mutateAsync({ carrier: values.carrier, tracking_number: tracking }).then(
      () => onDone(t.shipped(t.carriers[values.carrier] ?? values.carrier, tracking ?? "")),
      () => undefined,
    );
  });

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <h2 className="card-title">{t.ship}</h2>
      <div className="row">
        <Field id="ship-carrier" label={t.carrier}>
          <select id="ship-carrier" {...form.register("carrier")}>
            {CARRIERS.map((c) => (
              <option key={c} value={c}>
                {t.carriers[c]}
              </option>
            ))}
          </select>
        </Field>
        {carrier !== "none" ? (
          <Field id="ship-tracking" label={t.tracking} hint={t.trackingHint} error={error}>
            <input
              id="ship-tracking"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={
                error ? "ship-tracking-error ship-tracking-hint" : "ship-tracking-hint"
              }
              {...form.register("tracking_number")}
            />
          </Field>
        ) : null}
      </div>
      <ApiMessage error={ship.error} />
      <div className="actions">
        <button type="submit" className="button" disabled={ship.isPending}>
          {t.shipButton}
        </button>
      </div>
    </form>
  );
}
