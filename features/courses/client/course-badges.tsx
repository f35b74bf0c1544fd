import { Badge } from "@/components/ui/badge";
import { LEVEL_LABELS, STATUS_LABELS, type CourseLevel, type CourseStatus } from "../schema";

const STATUS_VARIANT = { published: "success", draft: "secondary", archived: "outline" } as const;
const LEVEL_VARIANT = { beginner: "secondary", intermediate: "outline", advanced: "default" } as const;

export function StatusBadge({ status }: { status: string }) {
  const known = status in STATUS_LABELS ? (status as CourseStatus) : null;
  return <Badge variant={known ? STATUS_VARIANT[known] : "outline"}>{known ? STATUS_LABELS[known] : status}</Badge>;
}

export function LevelBadge({ level }: { level: string }) {
  const known = level in LEVEL_LABELS ? (level as CourseLevel) : null;
  return <Badge variant={known ? LEVEL_VARIANT[known] : "outline"}>{known ? LEVEL_LABELS[known] : level}</Badge>;
}
