import {
  CARRIER_CHOICES,
  type CarrierChoice,
  shipBody,
} from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { ApiMessage } from "../../shared/api-message";
import { Field } from "../../shared/field";
import { FormInput } from "../../shared/form-input";
import { useTexts } from "../../shared/language";
import { orderActionTexts } from "./order-action-texts";
import type { OrderView } from "./order-view";
import { useOrderAction } from "./use-order-action";

interface ShipValues {
  carrier: CarrierChoice;
  tracking_number: string;
}

/**
 * The form's values as the body of `POST …/ship`, checked by the API's own schema: no code
 * without a carrier, an empty code as none given.
 */
const shipForm = z.pipe(
  z.transform(
    (values: ShipValues): z.input<typeof shipBody> => ({
      carrier: values.carrier,
      tracking_number: values.carrier === "none" ? null : values.tracking_number.trim() || null,
    }),
  ),
  shipBody,
);

/** Ships what is left of the order with a carrier and its tracking code; the customer is mailed. */
export function ShipForm({ order, onDone }: { order: OrderView; onDone(text: string): void }) {
  const t = useTexts(orderActionTexts);
  const ship = useOrderAction<{ shipment_id: number; status: string }, object>(
    order.increment_id,
    "ship",
  );
  const form = useForm<ShipValues, unknown, z.output<typeof shipBody>>({
    resolver: zodResolver(shipForm),
    defaultValues: { carrier: "postnl", tracking_number: "" },
  });
  const carrier = form.watch("carrier");

  const submit = form.handleSubmit(async (values) => {
    const tracking = values.tracking_number ?? null;
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
            {CARRIER_CHOICES.map((c) => (
              <option key={c} value={c}>
                {t.carriers[c]}
              </option>
            ))}
          </select>
        </Field>
        {carrier !== "none" ? (
          <FormInput
            form={form}
            name="tracking_number"
            id="ship-tracking"
            label={t.tracking}
            hint={t.trackingHint}
            autoComplete="off"
          />
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
