export {
  findStaff,
  findStaffByEmail,
  insertStaff,
  listStaff,
  type NewStaff,
  type StaffChanges,
  type StaffRow,
  updateStaff,
} from "./staff-rows";
export {
  endStaffSession,
  endStaffSessionsOf,
  findStaffSession,
  insertStaffSession,
  type NewStaffSession,
  type SessionStaff,
  touchStaffSession,
  widenStaffSession,
} from "./staff-session-rows";
