import { redirect } from "next/navigation";
import { GradingQueue } from "@/components/grading/grading-queue";
import { getCurrentUser } from "@/lib/auth/session";
import { can } from "@/lib/permissions";

export const metadata = { title: "Grading" };

export default async function GradingPage() {
  const user = await getCurrentUser();
  if (!user || !can(user.role, "update", "questions")) redirect("/dashboard");
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Grading</h1>
        <p className="text-muted-foreground">Essay and code answers waiting for a mark, oldest first. The attempt&apos;s result is final when its last answer is graded, and the learner is emailed.</p>
      </div>
      <GradingQueue />
    </div>
  );
}
