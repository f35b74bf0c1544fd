// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { TwoFactorEnrolBanner } from "./client/two-factor-banner";
export { changePassword, detectImageType, disableTwoFactor, enableTwoFactor, getProfile, listSessions, needsTwoFactorEnrolment, readAvatar, revokeOtherSessions, saveAvatar, startTwoFactorSetup, updateProfile } from "./server/profile";
export { ReceiptPage } from "./web/receipt-page";
