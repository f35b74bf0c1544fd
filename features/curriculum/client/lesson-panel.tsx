"use client";

// The side panel that edits one lesson. Every change is saved on its own shortly after typing
// stops (and at once when the panel closes); the panel and the page show the save state.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { LoadingBlocks } from "@/components/data-list";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { Button } from "@/components/ui/button";
import { Markdown } from "./markdown";
import { ApiRequestError, errorMessage } from "@/lib/api/client";
import { builderLessonQuery, useCreateLesson, useUpdateLesson, type CurriculumSection, type LessonDetail, type LessonKind, type LessonUpdateInput } from "./queries";
import { MAX_LESSON_MINUTES, toEmbedUrl } from "../schema";
import { LESSON_KIND_LIST, lessonKind, type KindBodies } from "../lesson-kinds";
import type { LessonKindBuilders } from "./kind-builders";
import { MediaUpload } from "./media-upload";
import { SaveState, type SaveStatus } from "./save-state";
import { fieldErrors } from "./field-errors";

const AUTOSAVE_MS = 800;

type Draft = { title: string; kind: LessonKind; content: string; videoUrl: string; isPreview: boolean; durationMinutes: string };

const toDraft = (l: LessonDetail): Draft => ({
  title: l.title,
  kind: l.kind,
  content: l.content ?? "",
  videoUrl: l.videoUrl ?? "",
  isPreview: l.isPreview,
  durationMinutes: l.durationMinutes ? String(l.durationMinutes) : "",
});

/**
 * A lesson becomes a kind with a body of its own (a quiz) only when that body is saved (the server
 * needs the slots), so until then autosave keeps its kind.
 */
function toInput(d: Draft, savedKind: LessonKind): LessonUpdateInput {
  return {
    title: d.title.trim(),
    kind: lessonKind(d.kind).ownBody && d.kind !== savedKind ? savedKind : d.kind,
    content: d.content,
    videoUrl: d.videoUrl.trim() || null,
    isPreview: d.isPreview,
    durationMinutes: d.durationMinutes.trim() ? Number(d.durationMinutes) : null,
  };
}

function validate(d: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!d.title.trim()) errors.title = "Enter a lesson title";
  const minutes = d.durationMinutes.trim();
  if (minutes && (!/^\d+$/.test(minutes) || Number(minutes) > MAX_LESSON_MINUTES)) errors.durationMinutes = `Enter whole minutes between 0 and ${MAX_LESSON_MINUTES}`;
  if (d.videoUrl.trim() && !toEmbedUrl(d.videoUrl.trim())) errors.videoUrl = "Video link must be a YouTube or Vimeo address";
  return errors;
}

/** A lesson of a kind with a body of its own (a quiz) being added: nothing is written until its first save creates it. */
export type NewLesson = { sectionId: string; title: string; kind: LessonKind };

type Props = {
  courseId: string;
  lessonId: string | null;
  newLesson?: NewLesson | null;
  onCreated?: (lessonId: string) => void;
  /** Each kind's editor (features/lessons/client/builder-kinds.ts). */
  kinds: LessonKindBuilders;
  sections: CurriculumSection[];
  onMove: (lessonId: string, sectionId: string) => void;
  onClose: () => void;
  onStatusChange: (status: SaveStatus) => void;
};

export function LessonPanel({ courseId, lessonId, newLesson, onCreated, kinds, sections, onMove, onClose, onStatusChange }: Props) {
  return (
    <Sheet open={lessonId !== null || Boolean(newLesson)} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full gap-0 overflow-y-auto sm:max-w-3xl" aria-describedby={undefined}>
        {!lessonId && newLesson ? (
          <NewLessonEditor courseId={courseId} newLesson={newLesson} kinds={kinds} onCreated={(id) => onCreated?.(id)} />
        ) : lessonId ? <LessonEditor key={lessonId} courseId={courseId} lessonId={lessonId} kinds={kinds} sections={sections} onMove={onMove} onStatusChange={onStatusChange} /> : <SheetTitle className="sr-only">Lesson</SheetTitle>}
      </SheetContent>
    </Sheet>
  );
}

function NewLessonEditor({ courseId, newLesson, kinds, onCreated }: { courseId: string; newLesson: NewLesson; kinds: LessonKindBuilders; onCreated: (lessonId: string) => void }) {
  const create = useCreateLesson(courseId);
  const { kind, sectionId, title } = newLesson;
  const { label } = lessonKind(kind);
  const { Creator, creatorHint } = kinds[kind];
  return (
    <>
      <SheetHeader className="border-b pr-12">
        <SheetTitle className="truncate">New {label.toLowerCase()}: {title}</SheetTitle>
        <SheetDescription>{creatorHint}</SheetDescription>
      </SheetHeader>
      <div className="p-4">
        {Creator && (
          <Creator
            saveBody={(body) =>
              create.mutateAsync({ sectionId, title, kind, [kind]: body }).then((lesson) => {
                toast.success(`${label} added`);
                onCreated(lesson.id);
              })
            }
          />
        )}
      </div>
    </>
  );
}

function LessonEditor({ courseId, lessonId, kinds, sections, onMove, onStatusChange }: Omit<Props, "lessonId" | "onClose" | "newLesson" | "onCreated"> & { lessonId: string }) {
  const lesson = useQuery(builderLessonQuery(courseId, lessonId));
  if (lesson.isError) {
    return (
      <>
        <SheetHeader>
          <SheetTitle>Lesson</SheetTitle>
        </SheetHeader>
        <div role="alert" className="grid gap-3 p-4 text-sm">
          <p>{errorMessage(lesson.error, "The lesson could not be loaded.")}</p>
          <Button type="button" variant="outline" className="w-fit" onClick={() => void lesson.refetch()}>
            Try again
          </Button>
        </div>
      </>
    );
  }
  if (!lesson.data) {
    return (
      <>
        <SheetHeader>
          <SheetTitle>Loading lesson…</SheetTitle>
        </SheetHeader>
        <LoadingBlocks label="Loading lesson" className="grid gap-3 p-4" blocks={["h-9 w-full", "h-9 w-1/2", "h-64 w-full"]} />
      </>
    );
  }
  return <LessonForm courseId={courseId} lesson={lesson.data} kinds={kinds} sections={sections} onMove={onMove} onStatusChange={onStatusChange} />;
}

type FormProps = Omit<Props, "lessonId" | "onClose" | "newLesson" | "onCreated"> & { lesson: LessonDetail & KindBodies };

function LessonForm({ courseId, lesson, kinds, sections, onMove, onStatusChange }: FormProps) {
  const lessonId = lesson.id;
  const { mutate, mutateAsync } = useUpdateLesson(courseId);
  const savedKind = lesson.kind;
  const [draft, setDraft] = useState<Draft>(() => toDraft(lesson));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(toInput(toDraft(lesson), lesson.kind)));
  const saved = useRef(savedJson);
  const latest = useRef<Draft>(draft);
  const id = useId();

  const save = useCallback(
    (d: Draft) => {
      const input = toInput(d, savedKind);
      const json = JSON.stringify(input);
      setStatus("saving");
      mutate(
        { id: lessonId, input },
        {
          onSuccess: () => {
            saved.current = json;
            setSavedJson(json);
            setServerErrors({});
            setStatus(JSON.stringify(toInput(latest.current, savedKind)) !== json ? "dirty" : "saved");
          },
          onError: (error) => {
            setStatus("error");
            if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length) {
              setServerErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ""])));
            } else setServerErrors({ _: errorMessage(error, "The lesson was not saved. Check your connection; it will retry on your next change.") });
          },
        },
      );
    },
    [lessonId, mutate, savedKind],
  );

  const clientErrors = validate(draft);
  const errors = { ...serverErrors, ...clientErrors };
  const valid = Object.keys(clientErrors).length === 0;
  const changed = JSON.stringify(toInput(draft, savedKind)) !== savedJson;

  // Autosave: a quiet moment after the last change, when the draft differs from what was saved.
  useEffect(() => {
    latest.current = draft;
    if (!changed || !valid) return;
    const timer = window.setTimeout(() => save(draft), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, changed, valid, save]);

  // Closing the panel saves what is pending rather than losing it.
  useEffect(
    () => () => {
      const d = latest.current;
      if (Object.keys(validate(d)).length === 0 && JSON.stringify(toInput(d, savedKind)) !== saved.current) save(d);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on unmount
    [],
  );

  const shownStatus: SaveStatus = status === "saving" || status === "error" ? status : changed ? "dirty" : "saved";
  useEffect(() => onStatusChange(shownStatus), [shownStatus, onStatusChange]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const sectionId = sections.find((s) => s.lessons.some((l) => l.id === lessonId))?.id ?? "";
  const { field, fieldError } = fieldErrors(id, errors);
  const kind = lessonKind(draft.kind);
  const KindEditor = kinds[draft.kind]?.Editor;

  return (
    <>
      <SheetHeader className="border-b pr-12">
        <SheetTitle className="truncate">Edit lesson: {draft.title || "Untitled"}</SheetTitle>
        <SheetDescription className="sr-only">Changes are saved automatically.</SheetDescription>
        <SaveState status={shownStatus} />
      </SheetHeader>
      <div className="grid gap-5 p-4">
        {errors._ && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
            {errors._}
          </p>
        )}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input id={`${id}-title`} value={draft.title} onChange={(e) => set("title", e.target.value)} maxLength={200} {...field("title")} />
          {fieldError("title")}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-kind`}>Kind</Label>
            <Select value={draft.kind} onValueChange={(v) => set("kind", v as LessonKind)}>
              <SelectTrigger id={`${id}-kind`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LESSON_KIND_LIST.map((k) => (
                  // A saved kind with a body of its own keeps its kind: changing it would delete, say, the quiz and its attempts.
                  <SelectItem key={k.id} value={k.id} disabled={lessonKind(savedKind).ownBody && k.id !== savedKind}>
                    {k.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-minutes`}>Duration (minutes)</Label>
            <Input id={`${id}-minutes`} inputMode="numeric" value={draft.durationMinutes} onChange={(e) => set("durationMinutes", e.target.value)} placeholder="Optional" {...field("durationMinutes")} />
            {fieldError("durationMinutes")}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-section`}>Section</Label>
            <Select value={sectionId} onValueChange={(v) => v !== sectionId && onMove(lessonId, v)}>
              <SelectTrigger id={`${id}-section`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {sections.map((s, i) => (
                  <SelectItem key={s.id} value={s.id}>
                    {i + 1}. {s.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
          <div>
            <Label htmlFor={`${id}-preview`}>Free preview</Label>
            <p id={`${id}-preview-help`} className="text-xs text-muted-foreground">
              Anyone can open this lesson from the course page, without enrolling or signing in.
            </p>
          </div>
          <Switch id={`${id}-preview`} checked={draft.isPreview} onCheckedChange={(v) => set("isPreview", v)} aria-describedby={`${id}-preview-help`} />
        </div>
        {kind.content === "lesson" && <MarkdownEditor id={`${id}-content`} value={draft.content} onChange={(v) => set("content", v)} />}
        {kind.media === "video" && (
          <fieldset className="grid gap-3 rounded-lg border p-3">
            <legend className="px-1 text-sm font-medium">Video</legend>
            <p className="text-xs text-muted-foreground">Upload a video file, or paste a YouTube or Vimeo address. Learners see the address&apos;s player when one is set.</p>
            <MediaUpload courseId={courseId} lesson={lesson} kind="video" />
            <div className="grid gap-2">
              <Label htmlFor={`${id}-url`}>YouTube or Vimeo address</Label>
              <Input id={`${id}-url`} type="url" value={draft.videoUrl} onChange={(e) => set("videoUrl", e.target.value)} placeholder="https://www.youtube.com/watch?v=…" {...field("videoUrl")} />
              {fieldError("videoUrl")}
            </div>
          </fieldset>
        )}
        {kind.media === "file" && (
          <fieldset className="grid gap-3 rounded-lg border p-3">
            <legend className="px-1 text-sm font-medium">Attachment</legend>
            <p className="text-xs text-muted-foreground">Learners can download it; a PDF is also shown in the page.</p>
            <MediaUpload courseId={courseId} lesson={lesson} kind="file" />
          </fieldset>
        )}
        {KindEditor && (
          <KindEditor
            courseId={courseId}
            lesson={lesson}
            saved={savedKind === draft.kind}
            saveBody={(body) => mutateAsync({ id: lessonId, input: { kind: draft.kind, [draft.kind]: body } }).then(() => void toast.success(`${kind.label} saved`))}
          />
        )}
      </div>
    </>
  );
}

function MarkdownEditor({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="grid content-start gap-2">
        <Label htmlFor={id}>Lesson text (Markdown)</Label>
        <Textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="min-h-72 font-mono text-sm"
          aria-describedby={`${id}-help`}
          spellCheck
        />
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          **bold**, _italic_, # headings, - lists, [links](https://…), ![images](https://…) and ```code``` blocks. HTML is not allowed.
        </p>
      </div>
      <section aria-label="Live preview" className="grid content-start gap-2">
        <p className="text-sm font-medium" aria-hidden>
          Preview
        </p>
        <div className="min-h-72 overflow-auto rounded-md border bg-background p-4" data-testid="markdown-preview">
          {value.trim() ? <Markdown source={value} /> : <p className="text-sm text-muted-foreground">Start typing to see the lesson as learners will.</p>}
        </div>
      </section>
    </div>
  );
}
