"use client";

// The course builder: sections and lessons, reordered by dragging or by keyboard, edited in a
// side panel, saved as they change. Reordering updates the list at once and saves the whole order.
import { useCallback, useId, useMemo, useState } from "react";
import Link from "next/link";
import { useIsMutating, useQuery } from "@tanstack/react-query";
import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Eye, Plus } from "lucide-react";
import { BackLink } from "@/components/layout/brand-mark";
import { toast } from "sonner";
import { LoadingBlocks } from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { StatusBadge } from "@/features/courses/client";
import { errorMessage } from "@/lib/api/client";
import {
  curriculumKeys,
  curriculumQuery,
  orderOf,
  useCreateSection,
  useReorderCurriculum,
  type CurriculumLesson,
  type CurriculumSection,
} from "./queries";
import { DeleteLessonDialog, DeleteSectionDialog } from "./delete-dialogs";
import { announcements, instructions, useReorderSensors } from "./dnd";
import { formatMinutes } from "./lesson-kind";
import type { LessonKindBuilders } from "./kind-builders";
import { LessonPanel, type NewLesson } from "./lesson-panel";
import { SaveState, type SaveStatus } from "./save-state";
import { SectionCard } from "./section-card";
import { SectionDialog } from "./section-dialog";

type Props = {
  courseId: string;
  course: { title: string; status: string };
  /** Each lesson kind's editor: features/lessons/client/builder-kinds.ts, handed in by features/lessons' CurriculumBuilder. */
  kinds: LessonKindBuilders;
};

export function CurriculumBuilder({ courseId, course, kinds }: Props) {
  const curriculum = useQuery(curriculumQuery(courseId));
  const { mutate: reorderMutate } = useReorderCurriculum(courseId);
  const saving = useIsMutating({ mutationKey: curriculumKeys.mutation(courseId) }) > 0;
  const sensors = useReorderSensors();
  const [editingLesson, setEditingLesson] = useState<string | null>(null);
  const [newLesson, setNewLesson] = useState<NewLesson | null>(null);
  const [panelStatus, setPanelStatus] = useState<SaveStatus>("saved");
  const [editingSection, setEditingSection] = useState<string | null>(null);
  const [deletingSection, setDeletingSection] = useState<CurriculumSection | null>(null);
  const [deletingLesson, setDeletingLesson] = useState<CurriculumLesson | null>(null);
  const [reorderFailed, setReorderFailed] = useState(false);

  const sections = useMemo(() => curriculum.data ?? [], [curriculum.data]);
  const sectionIds = useMemo(() => sections.map((s) => s.id), [sections]);
  const sectionTitles = useMemo(() => new Map(sections.map((s) => [s.id, s.title])), [sections]);
  const lessonCount = sections.reduce((n, s) => n + s.lessons.length, 0);
  const minutes = sections.reduce((n, s) => n + s.lessons.reduce((m, l) => m + (l.durationMinutes ?? 0), 0), 0);
  const status: SaveStatus = panelStatus === "error" || (reorderFailed && !saving) ? "error" : saving || panelStatus === "saving" ? "saving" : panelStatus;

  const saveOrder = useCallback(
    (next: CurriculumSection[]) => {
      setReorderFailed(false);
      reorderMutate(orderOf(next), {
        onError: (error) => {
          setReorderFailed(true);
          toast.error("The new order was not saved", { description: errorMessage(error, "Please try again.") });
        },
      });
    },
    [reorderMutate],
  );

  function onSectionDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = sectionIds.indexOf(String(active.id));
    const to = sectionIds.indexOf(String(over.id));
    if (from >= 0 && to >= 0) saveOrder(arrayMove(sections, from, to));
  }

  const reorderLessons = (sectionId: string, lessonIds: string[]) => {
    const all = new Map(sections.flatMap((s) => s.lessons).map((l) => [l.id, l]));
    saveOrder(sections.map((s) => (s.id === sectionId ? { ...s, lessons: lessonIds.flatMap((id) => all.get(id) ?? []) } : s)));
  };

  const moveLesson = (lessonId: string, sectionId: string) => {
    const lesson = sections.flatMap((s) => s.lessons).find((l) => l.id === lessonId);
    if (!lesson) return;
    saveOrder(sections.map((s) => ({ ...s, lessons: s.id === sectionId ? [...s.lessons.filter((l) => l.id !== lessonId), lesson] : s.lessons.filter((l) => l.id !== lessonId) })));
    toast.success("Lesson moved", { description: `Now the last lesson of “${sectionTitles.get(sectionId)}”.` });
  };

  const firstLesson = sections.find((s) => s.lessons.length)?.lessons[0];
  const editingSectionValue = sections.find((s) => s.id === editingSection) ?? null;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <BackLink href={`/dashboard/courses/${courseId}`}>Back to course</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={course.status} />
            <SaveState status={status} />
          </div>
          <h1 className="text-2xl font-bold tracking-tight break-words">Curriculum: {course.title}</h1>
          <p className="text-sm text-muted-foreground">
            {sections.length} section{sections.length === 1 ? "" : "s"} · {lessonCount} lesson{lessonCount === 1 ? "" : "s"}
            {minutes ? ` · ${formatMinutes(minutes)} of lessons` : ""}
          </p>
        </div>
        {firstLesson && (
          <Button asChild variant="outline">
            <Link href={`/learn/${courseId}/${firstLesson.id}`} prefetch={false}>
              <Eye aria-hidden /> Preview as learner
            </Link>
          </Button>
        )}
      </div>

      {curriculum.isPending ? (
        <LoadingBlocks label="Loading the curriculum" className="grid gap-4" blocks={["h-40 w-full", "h-40 w-full"]} />
      ) : curriculum.isError ? (
        <div role="alert" className="grid gap-3 rounded-xl border p-6 text-sm">
          <p>{errorMessage(curriculum.error, "The curriculum could not be loaded.")}</p>
          <Button variant="outline" className="w-fit" onClick={() => void curriculum.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {sections.length === 0 ? (
            <div className="rounded-xl border border-dashed p-8 text-center">
              <p className="font-medium">This course has no sections yet.</p>
              <p className="text-sm text-muted-foreground">Add the first section below, then add lessons to it.</p>
            </div>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onSectionDragEnd}
              accessibility={{ announcements: announcements("section", sectionIds, (id) => sectionTitles.get(id) ?? ""), screenReaderInstructions: instructions }}
            >
              <SortableContext items={sectionIds} strategy={verticalListSortingStrategy}>
                <ol className="grid grid-cols-[minmax(0,1fr)] gap-4" aria-label="Sections">
                  {sections.map((section, index) => (
                    <SectionCard
                      key={section.id}
                      courseId={courseId}
                      section={section}
                      index={index}
                      onReorderLessons={reorderLessons}
                      onEditLesson={setEditingLesson}
                      onNewLesson={(sectionId, title, kind) => setNewLesson({ sectionId, title, kind })}
                      onDeleteLesson={setDeletingLesson}
                      onEditSection={() => setEditingSection(section.id)}
                      onDeleteSection={() => setDeletingSection(section)}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          )}
          <AddSectionForm courseId={courseId} />
        </>
      )}

      <LessonPanel
        courseId={courseId}
        lessonId={editingLesson}
        newLesson={newLesson}
        onCreated={(id) => {
          setNewLesson(null);
          setEditingLesson(id);
        }}
        kinds={kinds}
        sections={sections}
        onMove={moveLesson}
        onClose={() => {
          setEditingLesson(null);
          setNewLesson(null);
        }}
        onStatusChange={setPanelStatus}
      />
      <SectionDialog courseId={courseId} section={editingSectionValue} isFirst={editingSectionValue?.id === sectionIds[0]} onOpenChange={(open) => !open && setEditingSection(null)} />
      <DeleteSectionDialog courseId={courseId} section={deletingSection} onClose={() => setDeletingSection(null)} />
      <DeleteLessonDialog courseId={courseId} lesson={deletingLesson} onClose={() => setDeletingLesson(null)} />
    </div>
  );
}

function AddSectionForm({ courseId }: { courseId: string }) {
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSection(courseId);
  const id = useId();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setError("Enter a section title");
      return;
    }
    setError(null);
    create.mutate(
      { title: title.trim() },
      {
        onSuccess: () => {
          setTitle("");
          toast.success("Section added");
        },
        onError: (e) => setError(errorMessage(e, "The section could not be added.")),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2 rounded-xl border border-dashed p-4">
      <Label htmlFor={`${id}-title`}>New section</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="Section title, e.g. Getting started"
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={create.isPending}>
          <Plus aria-hidden /> Add section
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
