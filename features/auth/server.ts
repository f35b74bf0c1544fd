// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { accountByEmail, accountOf, createLearnerAccount, markEmailVerified, revokeSessionOfRefreshToken, setFirstPassword, setPasswordFromReset, unverifiedAccount } from "./server/account";
export { assertEmailFree, confirmEmailChange, requestEmailChange } from "./server/email-change";
export { appLink, consumeAuthToken, issueAuthToken, sendPasswordReset, sendSetPasswordWelcome, sendVerification } from "./server/flows";
export { listLockedAccounts } from "./server/locked-accounts";
export { clearAllFailures } from "./server/lockout";
export { joinSignupCourse, verifyLearnerEmail } from "./server/signup-course";
export { authenticate, revokeAllSessions, revokeSession, rotateRefreshToken, startSession, toPublicUser } from "./server/service";
export { decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCodes, newTotpSecret, verifySecondFactor, verifyTotp } from "./server/two-factor";
export { cancelEmailChange, correctUnusedAccountEmail, pendingEmailChange } from "./server/email-change";
