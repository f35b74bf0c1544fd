// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { lockedAccountListResponse } from "./locked-account-schema";
export { emailOnlySchema, emailSchema, loginResponseSchema, loginSchema, meResponse, MIN_PASSWORD_LENGTH_FLOOR, nameSchema, newPasswordSchema, plainName, publicUserSchema, refreshSchema, refreshTokenResponse, registerBodySchema, registerResponseSchema, resetPasswordSchema, tokenSchema, verifyEmailResponse, verifyEmailSchema } from "./schema";
export { accountLockedEmail, promotedEmail, registrationAttemptEmail, staffInvitationEmail } from "./server/emails";
export { emailChangeLinkSchema } from "./schema";
