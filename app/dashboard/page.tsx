import { redirect } from "next/navigation";
import { DashboardHome } from "@/features/learn/client";
import { getCurrentUser } from "@/lib/auth/current-user";
import { signInCount } from "@/lib/audit/log";
import { learnerHome } from "@/features/learn/server";
import { can } from "@/lib/permissions";

export const metadata = { title: "Overview" };

export default async function DashboardPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=/dashboard");
  // Learners get their own home here (their menu: My learning, Browse courses, Profile).
  if (!can(user.role, "read", "overview")) {
    const [courses, signIns] = await Promise.all([learnerHome(user.id), signInCount(user.id)]);
    return <DashboardHome learner={{ name: user.name, courses, returning: signIns > 1 }} />;
  }
  return <DashboardHome learner={null} />;
}
