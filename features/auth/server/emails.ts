// The emails Masterly sends. Each returns { subject, html, text } for sendMail.
import { renderEmail } from "@/lib/email/layout";

export function verificationEmail(name: string, url: string) {
  return renderEmail({
    subject: "Verify your email for Masterly",
    heading: `Welcome to Masterly, ${name}!`,
    paragraphs: ["Please confirm your email address to finish setting up your account."],
    action: { label: "Verify email", url },
    footnote: "This link expires in 24 hours. If you did not create an account, you can ignore this email.",
  });
}

export function passwordResetEmail(name: string, url: string) {
  return renderEmail({
    subject: "Reset your Masterly password",
    heading: "Reset your password",
    paragraphs: [`Hi ${name}, we received a request to reset your password.`],
    action: { label: "Choose a new password", url },
    footnote: "This link expires in 1 hour and can be used once. If you did not ask for it, you can ignore this email.",
  });
}

export function staffInvitationEmail(fullName: string, inviterName: string, url: string, role: "admin" | "staff" = "staff") {
  return renderEmail({
    subject: `${inviterName} invited you to join Masterly`,
    heading: `You're invited, ${fullName}`,
    paragraphs: [`${inviterName} has invited you to join the Masterly team as ${role === "admin" ? "an admin" : "a staff member"}.`, "Accept the invitation to set your password and sign in."],
    action: { label: "Accept invitation", url },
    footnote: "This invitation expires in 7 days. If you were not expecting it, you can ignore this email.",
  });
}

export function welcomeEmail(name: string, url: string, expiresIn: "1 hour" | "7 days" = "7 days") {
  return renderEmail({
    subject: "Welcome to Masterly",
    heading: `Welcome, ${name}!`,
    paragraphs: ["An account has been created for you on Masterly. Set your password to start learning."],
    action: { label: "Set your password", url },
    footnote: `This link expires in ${expiresIn} and can be used once. If it has expired, use "Forgot password?" on the sign-in page.`,
  });
}

/** An admin made a learner staff or admin (docs/security.md §6): what changed and how to reach the dashboard. */
export function promotedEmail(input: { name: string; role: "admin" | "staff"; promotedBy: string; loginUrl: string; setPasswordUrl?: string | null }) {
  const role = input.role === "admin" ? "an admin" : "a staff member";
  return renderEmail({
    subject: `You are now ${role} on Masterly`,
    heading: `You are now ${role}, ${input.name}`,
    paragraphs: [
      `${input.promotedBy} made you ${role} of the Masterly team. Your courses and progress stay as they were.`,
      input.setPasswordUrl
        ? "Set your password first, then sign in with this email address: the dashboard opens with your new tools."
        : "Sign in with this email address and your usual password: the dashboard opens with your new tools.",
    ],
    action: input.setPasswordUrl ? { label: "Set your password", url: input.setPasswordUrl } : { label: "Sign in to the dashboard", url: input.loginUrl },
    footnote: input.setPasswordUrl
      ? `This link expires in 7 days and can be used once. Afterwards, sign in at ${input.loginUrl}.`
      : "If you did not expect this, tell an administrator.",
  });
}

export function accountLockedEmail(adminName: string, lockedEmail: string, minutes: number) {
  return renderEmail({
    subject: "Masterly alert: an account was locked",
    heading: "An account was locked",
    paragraphs: [`Hi ${adminName}, the account ${lockedEmail} was locked for ${minutes} minutes after repeated failed sign-in attempts.`],
  });
}

/**
 * A change of sign-in email that someone else (staff) asked for: only the account's owner can
 * authorise it, so this goes to the current address, with a link that cancels it.
 */
export function emailChangeConfirmEmail(input: { name: string; newEmail: string; requestedBy: string; confirmUrl: string; cancelUrl: string }) {
  return renderEmail({
    subject: "Confirm the new sign-in email of your Masterly account",
    heading: "Confirm your new sign-in email",
    paragraphs: [
      `Hi ${input.name}, ${input.requestedBy} asked to change the sign-in email of your Masterly account to ${input.newEmail}.`,
      "Confirm only if that address is yours: it will sign in to your account and receive its password resets, and every session will be signed out. Until you confirm, nothing changes.",
    ],
    action: { label: "Confirm the change", url: input.confirmUrl },
    secondaryAction: { label: "Cancel the change", url: input.cancelUrl },
    footnote: "These links expire in 24 hours and work once. If you did not ask for this change, cancel it or ignore this email.",
  });
}

/** To the mistyped address of an account never used, once an admin has corrected it: no new address in it. */
export function emailCorrectedNoticeEmail(name: string) {
  return renderEmail({
    subject: "The email of a Masterly account was corrected",
    heading: "This address no longer signs in",
    paragraphs: [
      `Hi ${name}, a Masterly account was created with this email address by mistake, and an administrator has corrected it. The links sent here earlier no longer work.`,
      "If you expected an account, contact the Masterly team.",
    ],
  });
}

export function registrationAttemptEmail(name: string, signInUrl: string, resetUrl: string) {
  return renderEmail({
    subject: "Someone tried to sign up to Masterly with your email",
    heading: "You already have an account",
    paragraphs: [
      `Hi ${name}, someone tried to create a new Masterly account with this email address. No new account was made.`,
      `If it was you, sign in instead (${signInUrl}), or choose a new password if you have forgotten it (${resetUrl}).`,
    ],
    footnote: "If it was not you, you can ignore this email: your account is unchanged.",
  });
}
