// /dashboard: a learner's home (their courses and certificates), or for the roles that read the
// overview, the staff's figures. No "use client": it only picks one of two client components.
import type { ComponentProps } from "react";
import { Overview } from "@/features/analytics/client";
import { LearnerHome } from "./learner-home";

export function DashboardHome({ learner }: { learner: ComponentProps<typeof LearnerHome> | null }) {
  return learner ? <LearnerHome {...learner} /> : <Overview />;
}
