import { Award, BarChart3, BookOpen, ClipboardCheck, ClipboardList, FileQuestion, Folder, ListRestart, LayoutDashboard, Library, Receipt, Settings, TicketPercent, UserCog, UserRound, Users, type LucideIcon } from "lucide-react";

export const NAV_ICONS: Record<string, LucideIcon> = {
  "/dashboard": LayoutDashboard,
  "/dashboard/questions": FileQuestion,
  "/dashboard/grading": ClipboardCheck,
  "/dashboard/staff": UserCog,
  "/dashboard/students": Users,
  "/dashboard/courses": BookOpen,
  "/dashboard/analytics": BarChart3,
  "/dashboard/settings": Settings,
  "/dashboard/audit": ClipboardList,
  "/dashboard/certificates": Award,
  "/dashboard/orders": Receipt,
  "/dashboard/coupons": TicketPercent,
  "/dashboard/jobs": ListRestart,
  // The learner's menu (lib/permissions.ts LEARNER_NAV); their /dashboard keeps the Overview icon.
  "/courses": Library,
  "/profile": UserRound,
};

/** An item without its own icon (a resource just made by `npm run new:feature`): the collapsed menu never shows an empty button. */
export const DEFAULT_NAV_ICON: LucideIcon = Folder;
