// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { acceptInvitation, INVITATION_NOT_FOUND, inviteStaff, listOpenInvitations, previewInvitation, resendInvitation, revokeInvitation } from "./server/invitations";
export { createStaff, getStaff, listStaff, removeStaff, sendStaffPasswordReset, updateStaff } from "./server/staff";
export { acceptInvitationAndSignIn } from "./server/accept";
