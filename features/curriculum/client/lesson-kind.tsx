// The lesson kinds' names and icons (from their descriptors, ../lesson-kinds.ts), shared by the builder and the player.
import { lessonKind, type LessonKind } from "../lesson-kinds";

export function kindLabel(kind: LessonKind): string {
  return lessonKind(kind).label;
}

export function LessonKindIcon({ kind, className }: { kind: LessonKind; className?: string }) {
  const Icon = lessonKind(kind).icon;
  return <Icon className={className} aria-hidden />;
}

/** "1 h 5 min", "45 min"; empty when unknown. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (!minutes) return "";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h${m ? ` ${m} min` : ""}` : `${m} min`;
}
