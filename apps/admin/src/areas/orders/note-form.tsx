import { noteBody } from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { ApiMessage } from "../../shared/api-message";
import { Field } from "../../shared/field";
import { useTexts } from "../../shared/language";
import { useRuleText } from "../../shared/rule-text";
import { orderActionTexts } from "./order-action-texts";
import type { OrderView } from "./order-view";
import { useOrderAction } from "./use-order-action";

type NoteForm = z.output<typeof noteBody>;

/** A note in the order's history; mailed to the customer when she should know. */
export function NoteForm({ order, onDone }: { order: OrderView; onDone(text: string): void }) {
  const t = useTexts(orderActionTexts);
  const note = useOrderAction<boolean, NoteForm>(order.increment_id, "notes");
  const rule = useRuleText();
  // The API's own schema: the same limits, and its refusals' keys in the member's language.
  const form = useForm<z.input<typeof noteBody>, unknown, NoteForm>({
    resolver: zodResolver(noteBody),
    defaultValues: { text: "", notify_customer: false },
  });
  const error = rule(form.formState.errors.text?.message);
  const submit = form.handleSubmit(async (values) => {
    await note.mutateAsync(values).then(
      () => onDone(t.noteAdded),
      () => undefined,
    );
  });
  return (
    <form className="stack" noValidate onSubmit={submit}>
      <h2 className="card-title">{t.note}</h2>
      <Field id="note-text" label={t.noteText} error={error}>
        <textarea
          id="note-text"
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "note-text-error" : undefined}
          {...form.register("text")}
        />
      </Field>
      <label className="check">
        <input type="checkbox" {...form.register("notify_customer")} /> {t.notifyCustomer}
      </label>
      <ApiMessage error={note.error} />
      <div className="actions">
        <button type="submit" className="button" disabled={note.isPending}>
          {t.noteButton}
        </button>
      </div>
    </form>
  );
}
