// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { AcceptInviteForm } from "./client/accept-invite-form";
export { InviteStaffDialog } from "./client/invite-staff-dialog";
export { StaffManagement } from "./client/staff-page";
export { staffKeys } from "./client/queries";
