"use client";

// Uploads a lesson's video or file with a progress bar. The file streams to the server as the
// request body; the server refuses one over the cap (500 MB video, 50 MB file) with 413.
import { useId, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Upload, X } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { errorMessage } from "@/lib/api/client";
import { curriculumKeys, uploadLessonMedia, type LessonDetail, type UploadProgress } from "./queries";

export const UPLOAD_LIMITS = { video: 500 * 1024 * 1024, file: 50 * 1024 * 1024 } as const;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

type Props = { courseId: string; lesson: LessonDetail; kind: "video" | "file" };

export function MediaUpload({ courseId, lesson, kind }: Props) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const limit = UPLOAD_LIMITS[kind];

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > limit) {
      setError(`“${file.name}” is ${formatBytes(file.size)}; the limit for a ${kind} is ${formatBytes(limit)}.`);
      return;
    }
    if (kind === "video" && file.type && !file.type.startsWith("video/")) {
      setError("Choose a video file (MP4 or WebM), or paste a YouTube or Vimeo address instead.");
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress({ loaded: 0, total: file.size });
    try {
      const updated = await uploadLessonMedia(courseId, lesson.id, file, setProgress, controller.signal);
      queryClient.setQueryData(curriculumKeys.lesson(courseId, lesson.id), (old: LessonDetail | undefined) => ({ ...old, ...updated }));
      void queryClient.invalidateQueries({ queryKey: curriculumKeys.course(courseId) });
      toast.success("Upload complete", { description: file.name });
    } catch (e) {
      if (!controller.signal.aborted) setError(errorMessage(e, "The upload failed. Please try again."));
    } finally {
      abortRef.current = null;
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  const percent = progress && progress.total ? Math.round((100 * progress.loaded) / progress.total) : 0;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={kind === "video" ? "video/mp4,video/webm,video/ogg,video/quicktime" : undefined}
          className="sr-only"
          onChange={(e) => void onFile(e.target.files?.[0])}
          disabled={progress !== null}
          data-testid="media-input"
        />
        <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} disabled={progress !== null}>
          <Upload aria-hidden />
          {lesson.fileName ? `Replace ${kind}` : `Upload ${kind}`}
        </Button>
        <span className="text-xs text-muted-foreground">Up to {formatBytes(limit)}.</span>
      </div>
      {lesson.fileName && !progress && (
        <p className="text-sm">
          Current {kind}: <span className="font-medium break-all">{lesson.fileName}</span>
          {lesson.fileSize ? <span className="text-muted-foreground"> ({formatBytes(lesson.fileSize)})</span> : null}
        </p>
      )}
      {progress && (
        <div className="grid gap-1.5" data-testid="upload-progress">
          <div className="flex items-center justify-between text-sm">
            <span id={`${id}-progress`}>Uploading… {percent}%</span>
            <Button type="button" variant="ghost" size="sm" onClick={() => abortRef.current?.abort()}>
              <X aria-hidden /> Cancel
            </Button>
          </div>
          <Progress value={percent} aria-labelledby={`${id}-progress`} />
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatBytes(progress.loaded)} of {formatBytes(progress.total)}
          </p>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
