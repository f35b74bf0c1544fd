// The lesson kinds' names (from their descriptors, ../lesson-kinds.ts) and icons, shared by the
// builder, the player and the course page.
import { FileText, ListChecks, Paperclip, PlayCircle, type LucideIcon } from "lucide-react";
import { lessonKind, type LessonKind } from "../lesson-kinds";

const KIND_ICONS: Record<LessonKind, LucideIcon> = { text: FileText, video: PlayCircle, file: Paperclip, quiz: ListChecks };

export function kindLabel(kind: LessonKind): string {
  return lessonKind(kind).label;
}

export function LessonKindIcon({ kind, className }: { kind: LessonKind; className?: string }) {
  const Icon = Object.hasOwn(KIND_ICONS, kind) ? KIND_ICONS[kind] : FileText;
  return <Icon className={className} aria-hidden />;
}

/** "1 h 5 min", "45 min"; empty when unknown. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (!minutes) return "";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h${m ? ` ${m} min` : ""}` : `${m} min`;
}
