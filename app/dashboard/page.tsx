import { redirect } from "next/navigation";
import { LearnerHome } from "@/components/learner/learner-home";
import { Overview } from "@/components/overview/overview";
import { getCurrentUser } from "@/lib/auth/session";
import { learnerHome } from "@/lib/data/learn/home";
import { can } from "@/lib/permissions";

export const metadata = { title: "Overview" };

export default async function DashboardPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=/dashboard");
  // SPEC §6 gives learners no menu; instead of an empty shell they get their own home here.
  if (!can(user.role, "read", "overview")) return <LearnerHome name={user.name} courses={await learnerHome(user.id)} />;
  return <Overview />;
}
