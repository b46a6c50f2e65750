import { act } from "react";

/** Types a value into a controlled input or textarea as the browser would (React's input event). */
export async function typeInto(
  field: HTMLInputElement | HTMLTextAreaElement | null,
  value: string,
): Promise<void> {
  if (!field) throw new Error("No such field");
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  await act(async () => {
    setter?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** Submits a form the way its submit button would. */
export async function submit(form: HTMLFormElement | null): Promise<void> {
  if (!form) throw new Error("No such form");
  await act(async () => {
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
}
