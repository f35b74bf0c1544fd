// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { changePassword, detectImageType, disableTwoFactor, enableTwoFactor, getProfile, listSessions, readAvatar, revokeOtherSessions, saveAvatar, startTwoFactorSetup, updateProfile } from "./server/profile";
