// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { staffKeys } from "./client/queries";
export { invitationListResponse, invitationPreviewResponse, invitationResentResponse, invitationSentResponse, meResponse, sessionsRevokedResponse, staffDetailResponse, staffListResponse, studentCreatedResponse, studentDeletedResponse, studentDetailResponse, studentListResponse, twoFactorEnabledResponse, twoFactorSetupResponse } from "./responses";
export type { EnrollmentJson, StudentDetailJson, StudentJson, StudentStats } from "./responses";
export { acceptInvitationSchema, createStaffSchema, invitationListQuerySchema, invitationTokenQuerySchema, inviteStaffSchema, staffListQuerySchema, updateStaffSchema } from "./schema";
export type { InvitationPreview, StaffRole } from "./schema";
