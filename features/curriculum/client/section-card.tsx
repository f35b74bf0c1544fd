"use client";

// A section in the builder: its handle, title and drip rules, its lessons (sortable among
// themselves by pointer or keyboard) and the form that adds a lesson.
import { useId, useMemo, useState } from "react";
import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { CalendarClock, GripVertical, ListChecks, Plus, Settings2, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorMessage } from "@/lib/api/client";
import { useCreateLesson, type CurriculumLesson, type CurriculumSection, type LessonKind } from "./queries";
import { cn } from "@/lib/utils";
import { announcements, instructions, useReorderSensors } from "./dnd";
import { formatMinutes } from "./lesson-kind";
import { LESSON_KIND_LIST, lessonKind } from "../lesson-kinds";
import { LessonRow } from "./lesson-row";

type Props = {
  courseId: string;
  section: CurriculumSection;
  index: number;
  onReorderLessons: (sectionId: string, lessonIds: string[]) => void;
  onEditLesson: (lessonId: string) => void;
  /** A new lesson of a kind with a body of its own (a quiz) opens its editor first: the lesson is created when that is saved. */
  onNewLesson: (sectionId: string, title: string, kind: LessonKind) => void;
  onDeleteLesson: (lesson: CurriculumLesson) => void;
  onEditSection: () => void;
  onDeleteSection: () => void;
};

export function dripSummary(section: Pick<CurriculumSection, "unlockAfterDays" | "requiresPrevious">): string | null {
  const days = section.unlockAfterDays ? `${section.unlockAfterDays} day${section.unlockAfterDays === 1 ? "" : "s"} after enrollment` : null;
  if (days && section.requiresPrevious) return `Opens ${days}, once the previous section is complete`;
  if (days) return `Opens ${days}`;
  if (section.requiresPrevious) return "Opens once the previous section is complete";
  return null;
}

export function SectionCard({ courseId, section, index, onReorderLessons, onEditLesson, onNewLesson, onDeleteLesson, onEditSection, onDeleteSection }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.id });
  const sensors = useReorderSensors();
  const ids = useMemo(() => section.lessons.map((l) => l.id), [section.lessons]);
  const titles = useMemo(() => new Map(section.lessons.map((l) => [l.id, l.title])), [section.lessons]);
  const headingId = useId();
  const minutes = section.lessons.reduce((sum, l) => sum + (l.durationMinutes ?? 0), 0);
  const drip = dripSummary(section);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorderLessons(section.id, arrayMove(ids, from, to));
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("rounded-xl border bg-card shadow-xs", isDragging && "relative z-20 shadow-lg ring-2 ring-primary")}
      aria-labelledby={headingId}
      data-testid="section-card"
    >
      <div className="flex items-start gap-2 border-b p-3">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="mt-0.5 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing"
          aria-label={`Reorder section ${section.title}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="truncate font-semibold">
            <span className="text-muted-foreground">Section {index + 1}: </span>
            {section.title}
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <ListChecks className="size-3.5" aria-hidden />
              {section.lessons.length} lesson{section.lessons.length === 1 ? "" : "s"}
              {minutes ? ` · ${formatMinutes(minutes)}` : ""}
            </span>
            {drip && (
              <span className="inline-flex items-center gap-1">
                <CalendarClock className="size-3.5" aria-hidden />
                {drip}
              </span>
            )}
          </p>
        </div>
        <Button type="button" variant="ghost" size="icon" className="size-8" onClick={onEditSection} aria-label={`Edit section ${section.title}`}>
          <Settings2 aria-hidden />
        </Button>
        <Button type="button" variant="ghost" size="icon" className="size-8 text-muted-foreground hover:text-destructive" onClick={onDeleteSection} aria-label={`Delete section ${section.title}`}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="space-y-2 p-3">
        {section.lessons.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">No lessons yet. Add the first one below.</p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements: announcements("lesson", ids, (id) => titles.get(id) ?? ""), screenReaderInstructions: instructions }}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <ol className="space-y-1.5" aria-label={`Lessons in ${section.title}`}>
                {section.lessons.map((lesson) => (
                  <LessonRow key={lesson.id} lesson={lesson} onEdit={() => onEditLesson(lesson.id)} onDelete={() => onDeleteLesson(lesson)} />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
        <AddLessonForm courseId={courseId} section={section} onCreated={onEditLesson} onNewLesson={onNewLesson} />
      </div>
    </li>
  );
}

function AddLessonForm({ courseId, section, onCreated, onNewLesson }: { courseId: string; section: CurriculumSection; onCreated: (lessonId: string) => void; onNewLesson: Props["onNewLesson"] }) {
  const [title, setTitle] = useState("");
  const [kind, setKind] = useState<LessonKind>("text");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateLesson(courseId);
  const id = useId();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setError("Enter a lesson title");
      return;
    }
    setError(null);
    if (lessonKind(kind).ownBody) {
      setTitle("");
      onNewLesson(section.id, trimmed, kind);
      return;
    }
    create.mutate(
      { sectionId: section.id, title: trimmed, kind },
      {
        onSuccess: (lesson) => {
          setTitle("");
          toast.success("Lesson added");
          onCreated(lesson.id);
        },
        onError: (e) => setError(errorMessage(e, "The lesson could not be added.")),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 pt-1 sm:flex-row sm:items-start" noValidate>
      <div className="flex-1">
        <Label htmlFor={`${id}-title`} className="sr-only">
          New lesson title in {section.title}
        </Label>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="New lesson title"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          maxLength={200}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <Select value={kind} onValueChange={(v) => setKind(v as LessonKind)}>
        <SelectTrigger className="w-full sm:w-32" aria-label={`Kind of the new lesson in ${section.title}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {LESSON_KIND_LIST.map((k) => (
            <SelectItem key={k.id} value={k.id}>
              {k.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button type="submit" variant="outline" disabled={create.isPending}>
        <Plus aria-hidden /> Add lesson
      </Button>
    </form>
  );
}
