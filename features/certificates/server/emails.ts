// The email a learner receives with a new (or corrected) certificate.
import { renderEmail } from "@/lib/email/layout";

export function certificateIssuedEmail(input: { name: string; courseTitle: string; code: string; url: string; reissued?: boolean }) {
  return renderEmail({
    subject: input.reissued ? `Your corrected certificate for ${input.courseTitle}` : `Your certificate for ${input.courseTitle}`,
    heading: input.reissued ? "Your certificate was re-issued" : `Congratulations, ${input.name}!`,
    paragraphs: [
      input.reissued
        ? `Hi ${input.name}, your certificate for "${input.courseTitle}" was re-issued with corrected details. The previous one is no longer valid.`
        : `You completed "${input.courseTitle}" and earned a certificate.`,
      `Certificate code: ${input.code}. Anyone can check it at the link below, and download or share it from your profile.`,
    ],
    action: { label: "View your certificate", url: input.url },
    footnote: "The link carries a digital signature, so the certificate can be verified even without our website.",
  });
}
