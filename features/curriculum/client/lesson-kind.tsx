// The lesson kinds: their names and icons, shared by the builder and the player.
import { FileText, ListChecks, Paperclip, PlayCircle, type LucideIcon } from "lucide-react";
import type { LessonKind } from "./queries";

export const LESSON_KINDS: { value: LessonKind; label: string; icon: LucideIcon }[] = [
  { value: "text", label: "Text", icon: FileText },
  { value: "video", label: "Video", icon: PlayCircle },
  { value: "file", label: "File", icon: Paperclip },
  { value: "quiz", label: "Quiz", icon: ListChecks },
];

export function kindLabel(kind: LessonKind): string {
  return LESSON_KINDS.find((k) => k.value === kind)?.label ?? kind;
}

export function LessonKindIcon({ kind, className }: { kind: LessonKind; className?: string }) {
  const Icon = LESSON_KINDS.find((k) => k.value === kind)?.icon ?? FileText;
  return <Icon className={className} aria-hidden />;
}

/** "1 h 5 min", "45 min"; empty when unknown. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (!minutes) return "";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h${m ? ` ${m} min` : ""}` : `${m} min`;
}
