/** A member as `GET /api/admin/staff` shows her: never her password or two-step secret. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: "owner" | "staff";
  /** Whether she logs in with a code of her authenticator app too. */
  totp: boolean;
  disabled: boolean;
}
