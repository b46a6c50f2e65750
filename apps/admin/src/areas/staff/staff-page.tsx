import type { StaffMember } from "@etalage/contracts";
import { useMemo, useState } from "react";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { ConfirmDialog } from "../../shared/confirm-dialog";
import { DataTable, type ListColumn } from "../../shared/data-table";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { useMe } from "../../shared/session";
import { sharedTexts } from "../../shared/shared-texts";
import { AddStaffForm } from "./add-staff-form";
import { useDisableStaff, useStaff } from "./staff-api";
import { StaffPasswordForm } from "./staff-password-form";
import { staffTexts } from "./staff-texts";

/** The owner's staff: who may log in with which role; add, disable, give a new password. */
export function StaffPage() {
  const t = useTexts(staffTexts);
  const shared = useTexts(sharedTexts);
  usePageTitle(t.title);
  const me = useMe().data;
  const staff = useStaff();
  const disable = useDisableStaff();
  const [done, setDone] = useState<string | null>(null);
  const [disabling, setDisabling] = useState<StaffMember | null>(null);
  const [newPasswordFor, setNewPasswordFor] = useState<StaffMember | null>(null);

  const columns = useMemo<ListColumn<StaffMember>[]>(
    () => [
      {
        id: "name",
        header: t.name,
        accessorFn: (row) => row.name,
        cell: ({ row }) => (
          <span className="customer-cell">
            <span>
              {row.original.name}{" "}
              {row.original.email === me?.email ? <span className="muted">{t.you}</span> : null}
            </span>
            <span className="muted">{row.original.email}</span>
          </span>
        ),
      },
      { id: "role", header: t.role, accessorFn: (row) => shared.roles[row.role] },
      { id: "twoStep", header: t.twoStep, accessorFn: (row) => (row.totp ? t.on : t.off) },
      {
        id: "status",
        header: t.status,
        accessorFn: (row) => (row.disabled ? t.disabled : t.active),
      },
      {
        id: "actions",
        header: t.actions,
        cell: ({ row }) =>
          row.original.disabled ? null : (
            <div className="row-actions">
              <button
                type="button"
                className="button button-quiet"
                aria-label={t.newPasswordOf(row.original.name)}
                onClick={() => {
                  setDone(null);
                  setNewPasswordFor(row.original);
                }}
              >
                {t.newPassword}
              </button>
              {row.original.email === me?.email ? null : (
                <button
                  type="button"
                  className="button button-quiet"
                  aria-label={t.disableOf(row.original.name)}
                  onClick={() => {
                    setDone(null);
                    setDisabling(row.original);
                  }}
                >
                  {t.disable}
                </button>
              )}
            </div>
          ),
      },
    ],
    [t, shared, me?.email],
  );

  return (
    <Screen id="staff" title={t.title}>
      <DoneMessage text={done} />
      <ApiMessage error={staff.error ?? disable.error} />
      {staff.data ? (
        <DataTable
          caption={t.caption}
          columns={columns}
          phone="named"
          rows={staff.data.items}
          rowKey={(row) => String(row.id)}
          empty={t.none}
        />
      ) : staff.isPending ? (
        <p className="page-loading">{shared.loading}</p>
      ) : null}
      {newPasswordFor ? (
        <StaffPasswordForm
          key={newPasswordFor.id}
          member={newPasswordFor}
          onCancel={() => setNewPasswordFor(null)}
          onDone={(text) => {
            setNewPasswordFor(null);
            setDone(text);
          }}
        />
      ) : null}
      <AddStaffForm onDone={setDone} />
      <ConfirmDialog
        open={disabling !== null}
        title={disabling ? t.disableConfirm(disabling.name) : ""}
        confirmLabel={t.disable}
        busy={disable.isPending}
        onCancel={() => setDisabling(null)}
        onConfirm={() => {
          if (!disabling) return;
          const name = disabling.name;
          disable.mutate(disabling.id, {
            onSuccess: () => setDone(t.disabledDone(name)),
            onSettled: () => setDisabling(null),
          });
        }}
      >
        <p>{disabling ? t.disableSummary(disabling.name) : null}</p>
      </ConfirmDialog>
    </Screen>
  );
}
