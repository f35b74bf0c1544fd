"use client";

// One lesson in the builder: a drag handle (pointer or keyboard), the title that opens the editor,
// its kind, duration and preview flag, and delete.
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CurriculumLesson } from "./queries";
import { cn } from "@/lib/utils";
import { formatMinutes, kindLabel, LessonKindIcon } from "./lesson-kind";

type Props = { lesson: CurriculumLesson; onEdit: () => void; onDelete: () => void; disabled?: boolean };

export function LessonRow({ lesson, onEdit, onDelete, disabled }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: lesson.id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("flex items-center gap-2 rounded-lg border bg-background px-2 py-1.5", isDragging && "relative z-10 shadow-lg ring-2 ring-primary")}
      data-testid="lesson-row"
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing"
        aria-label={`Reorder lesson ${lesson.title}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <LessonKindIcon kind={lesson.kind} className="size-4 shrink-0 text-muted-foreground" />
      <span className="sr-only">{kindLabel(lesson.kind)} lesson:</span>
      <button type="button" onClick={onEdit} className="min-w-0 flex-1 truncate rounded-sm py-1 text-left text-sm font-medium hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
        {lesson.title}
      </button>
      {lesson.isPreview && (
        <Badge variant="secondary" className="hidden sm:inline-flex">
          Preview
        </Badge>
      )}
      {lesson.durationMinutes ? <span className="hidden text-xs text-muted-foreground tabular-nums sm:inline">{formatMinutes(lesson.durationMinutes)}</span> : null}
      <Button type="button" variant="ghost" size="icon" className="size-8 text-muted-foreground hover:text-destructive" onClick={onDelete} aria-label={`Delete lesson ${lesson.title}`}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}
