// Emails of the quiz flow.
import { renderEmail } from "@/lib/email/layout";

export function quizGradedEmail(input: { name: string; quizTitle: string; percent: number; passed: boolean; url: string }) {
  return renderEmail({
    subject: `Your quiz has been graded: ${input.quizTitle}`,
    heading: `Hi ${input.name},`,
    paragraphs: [
      `Your attempt at ${input.quizTitle} has been graded: ${input.percent}%.`,
      input.passed ? "You passed. Well done!" : "You did not reach the pass mark this time.",
    ],
    action: { label: "See your result", url: input.url },
    footnote: "You received this email because a teacher graded your quiz on Masterly.",
  });
}
