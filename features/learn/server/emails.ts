// Emails of the learning flow.
import { renderEmail } from "@/lib/email/layout";

export function courseCompletedEmail(name: string, courseTitle: string, url: string) {
  return renderEmail({
    subject: `Congratulations! You completed ${courseTitle}`,
    heading: `Well done, ${name}!`,
    paragraphs: [`You have completed every lesson of ${courseTitle}.`, "Your progress is saved: you can come back to any lesson whenever you like."],
    action: { label: "Open the course", url },
    footnote: "You received this email because you completed a course on Masterly.",
  });
}
