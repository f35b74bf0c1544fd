import { GradingQueue } from "@/features/grading/client";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "Grading" };

export default async function GradingPage() {
  await requirePermission("update", "questions");
  return (
    <div className="space-y-6">
      <PageHeader title="Grading">Essay and code answers waiting for a mark, oldest first. The attempt&apos;s result is final when its last answer is graded, and the learner is emailed.</PageHeader>
      <GradingQueue />
    </div>
  );
}
