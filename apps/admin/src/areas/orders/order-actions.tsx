import { useState } from "react";
import { DoneMessage } from "../../shared/api-message";
import { useTexts } from "../../shared/language";
import { mayRefund, useMe } from "../../shared/session";
import { CancelForm } from "./cancel-form";
import { NoteForm } from "./note-form";
import { orderActionTexts } from "./order-action-texts";
import type { OrderView } from "./order-view";
import { RefundForm } from "./refund-form";
import { ShipForm } from "./ship-form";

const SHIPPABLE = ["pending", "processing"];
const CANCELABLE = ["pending", "pending_payment", "processing"];

type Panel = "ship" | "note" | "cancel" | "refund";

/**
 * What can be done with the order now, one panel open at a time: ship and cancel while it has
 * not gone out, a note always, a refund for the owner while money is left to pay back.
 */
export function OrderActions({ order }: { order: OrderView }) {
  const t = useTexts(orderActionTexts);
  const me = useMe().data;
  const [open, setOpen] = useState<Panel | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const panels: { id: Panel; label: string }[] = [];
  if (SHIPPABLE.includes(order.status)) panels.push({ id: "ship", label: t.ship });
  panels.push({ id: "note", label: t.note });
  if (CANCELABLE.includes(order.status)) panels.push({ id: "cancel", label: t.cancel });
  if (mayRefund(me) && order.left_to_refund > 0) panels.push({ id: "refund", label: t.refund });
  /** An action went through: its panel closes, and what it did is said above the buttons. */
  const finished = (text: string) => {
    setOpen(null);
    setDone(text);
  };

  return (
    <section className="actions-bar" aria-label={t.actions}>
      <DoneMessage text={done} />
      <div className="actions">
        {panels.map((panel) => (
          <button
            key={panel.id}
            type="button"
            className={open === panel.id ? "button" : "button button-quiet"}
            aria-expanded={open === panel.id}
            aria-controls={`panel-${panel.id}`}
            onClick={() => {
              setDone(null);
              setOpen(open === panel.id ? null : panel.id);
            }}
          >
            {panel.label}
          </button>
        ))}
      </div>
      {open ? (
        <div id={`panel-${open}`} className="panel">
          {open === "ship" ? <ShipForm order={order} onDone={finished} /> : null}
          {open === "note" ? <NoteForm order={order} onDone={finished} /> : null}
          {open === "cancel" ? <CancelForm order={order} onDone={finished} /> : null}
          {open === "refund" ? <RefundForm order={order} onDone={finished} /> : null}
        </div>
      ) : null}
    </section>
  );
}
