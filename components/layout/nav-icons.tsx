import { Award, BarChart3, BookOpen, ClipboardList, FileQuestion, LayoutDashboard, Library, Settings, UserCog, UserRound, Users, type LucideIcon } from "lucide-react";

export const NAV_ICONS: Record<string, LucideIcon> = {
  "/dashboard": LayoutDashboard,
  "/dashboard/questions": FileQuestion,
  "/dashboard/staff": UserCog,
  "/dashboard/students": Users,
  "/dashboard/courses": BookOpen,
  "/dashboard/analytics": BarChart3,
  "/dashboard/settings": Settings,
  "/dashboard/audit": ClipboardList,
  "/dashboard/certificates": Award,
  // The learner's menu (lib/permissions.ts LEARNER_NAV); their /dashboard keeps the Overview icon.
  "/courses": Library,
  "/profile": UserRound,
};
