import type { StaffMember } from "@etalage/contracts";
import { memberPasswordBody } from "@etalage/contracts/back-office-forms";
import { useEffect, useRef, useState } from "react";
import * as z from "zod/mini";
import { ApiMessage } from "../../shared/api-message";
import { Card } from "../../shared/card";
import { InputField } from "../../shared/input-field";
import { useTexts } from "../../shared/language";
import { useRuleText } from "../../shared/rule-text";
import { useStaffPassword } from "./staff-api";
import { staffTexts } from "./staff-texts";

/** A new password for one member, set by the owner; her sessions end. */
export function StaffPasswordForm(props: {
  member: StaffMember;
  onDone(text: string): void;
  onCancel(): void;
}) {
  const t = useTexts(staffTexts);
  const rule = useRuleText();
  const change = useStaffPassword();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <Card id="staff-password" title={t.passwordTitle(props.member.name)} block>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The API's own schema: the same limits, its refusal's key in the member's language.
          const checked = z.safeParse(memberPasswordBody, { password });
          if (!checked.success) return setProblem(rule(checked.error.issues[0]?.message) ?? null);
          setProblem(null);
          change.mutate(
            { id: props.member.id, password },
            { onSuccess: () => props.onDone(t.passwordDone(props.member.name)) },
          );
        }}
      >
        <InputField
          id="staff-new-password"
          label={t.password}
          hint={t.passwordHint}
          error={problem ?? undefined}
          ref={input}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ApiMessage error={change.error} />
        <div className="actions">
          <button type="submit" className="button" disabled={change.isPending}>
            {t.savePassword}
          </button>
          <button type="button" className="button button-quiet" onClick={props.onCancel}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Card>
  );
}
