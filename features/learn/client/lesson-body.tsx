"use client";

// The lesson itself, as its kind's descriptor says: the media (an uploaded video or a YouTube/Vimeo
// embed, or a file: a PDF shown in the page, anything else to download), then its Markdown.
import { Download, FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lessonKind } from "@/features/curriculum";
import { formatBytes } from "@/features/curriculum/client";
import type { PlayerLesson } from "./queries";
import { Markdown } from "@/features/curriculum/client";
import { VideoPlayer } from "./video-player";

type Props = {
  lesson: PlayerLesson;
  onWatched: () => void;
  positionRef: React.MutableRefObject<() => number | undefined>;
};

export function LessonBody({ lesson, onWatched, positionRef }: Props) {
  const isPdf = lesson.mimeType === "application/pdf" || /\.pdf$/i.test(lesson.fileName ?? "");
  const { media, content } = lessonKind(lesson.kind);
  return (
    <div className="grid gap-6">
      {media === "video" &&
        (lesson.embedUrl ? (
          <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
            <iframe
              src={lesson.embedUrl}
              title={`Video: ${lesson.title}`}
              className="size-full"
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              loading="lazy"
            />
          </div>
        ) : lesson.mediaUrl ? (
          <VideoPlayer src={lesson.mediaUrl} title={lesson.title} startAt={lesson.lastPosition} completed={lesson.completed} onWatched={onWatched} positionRef={positionRef} />
        ) : (
          <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">The video for this lesson has not been added yet.</p>
        ))}
      {media === "file" &&
        (lesson.mediaUrl ? (
          <div className="grid gap-3">
            {isPdf && (
              <iframe src={lesson.mediaUrl} title={`Document: ${lesson.fileName ?? lesson.title}`} className="h-[70vh] min-h-96 w-full rounded-xl border bg-muted" data-testid="lesson-pdf" />
            )}
            <div className="flex flex-wrap items-center gap-3 rounded-xl border p-4">
              <FileText className="size-8 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-all">{lesson.fileName ?? "Attachment"}</p>
                {lesson.fileSize ? <p className="text-sm text-muted-foreground">{formatBytes(lesson.fileSize)}</p> : null}
              </div>
              <Button asChild variant="outline">
                <a href={`${lesson.mediaUrl}${lesson.mediaUrl.includes("?") ? "&" : "?"}download=1`} download={lesson.fileName ?? true}>
                  <Download aria-hidden /> Download
                </a>
              </Button>
            </div>
          </div>
        ) : (
          <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">The file for this lesson has not been added yet.</p>
        ))}
      {lesson.content.trim() ? <Markdown source={lesson.content} /> : content === "lesson" ? <p className="text-muted-foreground">This lesson has no text yet.</p> : null}
    </div>
  );
}
