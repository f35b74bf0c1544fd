// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { acceptInvitationSchema, createStaffSchema, invitationAcceptedResponse, invitationListQuerySchema, invitationListResponse, invitationPreviewResponse, invitationResentResponse, invitationSentResponse, invitationTokenQuerySchema, inviteStaffSchema, staffDetailResponse, staffListQuerySchema, staffListResponse, updateStaffSchema } from "./schema";
export type { InvitationPreview, StaffRole } from "./schema";
