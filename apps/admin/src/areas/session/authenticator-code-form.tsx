import { authenticatorCodeBody } from "@etalage/contracts/back-office-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { ApiMessage } from "../../shared/api-message";
import { FormInput } from "../../shared/form-input";
import { useTexts } from "../../shared/language";
import { sessionTexts } from "./session-texts";

export interface AuthenticatorCodeFormProps {
  id: string;
  hint?: string;
  /** The button's words and its class. */
  submit: { text: string; className: string };
  /** Sends the code: two-step login on, or off. */
  send: UseMutationResult<unknown, Error, string>;
  /** What the form says before the code. */
  children?: ReactNode;
}

/** A code of her authenticator app, checked with the API's own rule, then sent. */
export function AuthenticatorCodeForm({
  id,
  hint,
  submit,
  send,
  children,
}: AuthenticatorCodeFormProps) {
  const t = useTexts(sessionTexts);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(authenticatorCodeBody),
    defaultValues: { code: "" },
  });
  return (
    <form
      className="stack"
      noValidate
      onSubmit={form.handleSubmit(({ code }) => send.mutate(code))}
    >
      {children}
      <FormInput
        form={form}
        name="code"
        id={id}
        label={t.twoStepCode}
        hint={hint}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <ApiMessage error={send.error} />
      <button type="submit" className={submit.className} disabled={send.isPending}>
        {submit.text}
      </button>
    </form>
  );
}
