// TanStack Query for the course player and the learner home: the outline with progress, one
// lesson, completion, enrollment and activity heartbeats.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type {
  CompleteResult,
  EnrollmentView,
  LearnHomeCourse,
  LockReason,
  PlayerLesson,
  PlayerLessonData,
  PlayerOutline,
  PlayerOutlineLesson,
} from "../schema";
import type { PublicOutline, publicOutlineResponseSchema } from "@/features/curriculum";
import type { z } from "zod";
import type { completeResponseSchema, enrollmentResponseSchema, learnHomeResponseSchema, myEnrollmentResponseSchema, playerLessonResponseSchema, playerOutlineResponseSchema } from "../schema";

export type { CompleteResult, EnrollmentView, LearnHomeCourse, LockReason, PlayerLesson, PlayerLessonData, PlayerOutline, PlayerOutlineLesson, PublicOutline };

export const learnKeys = {
  all: ["learn"] as const,
  home: () => [...learnKeys.all, "home"] as const,
  enrollment: (courseId: string) => [...learnKeys.all, "enrollment", courseId] as const,
  outline: (courseId: string) => [...learnKeys.all, "outline", courseId] as const,
  lesson: (courseId: string, lessonId: string) => [...learnKeys.all, "lesson", courseId, lessonId] as const,
};

export const learnHomeQuery = () =>
  queryOptions({
    queryKey: learnKeys.home(),
    queryFn: ({ signal }) => api<z.infer<typeof learnHomeResponseSchema>>("/learn", { signal }).then((r) => r.data.courses),
  });

export const outlineQuery = (courseId: string) =>
  queryOptions({
    queryKey: learnKeys.outline(courseId),
    queryFn: ({ signal }) => api<z.infer<typeof playerOutlineResponseSchema>>(`/learn/${courseId}`, { signal }).then((r) => r.data),
    retry: false,
  });

export const lessonQuery = (courseId: string, lessonId: string) =>
  queryOptions({
    queryKey: learnKeys.lesson(courseId, lessonId),
    queryFn: ({ signal }) => api<z.infer<typeof playerLessonResponseSchema>>(`/learn/${courseId}/lessons/${lessonId}`, { signal }).then((r) => r.data),
    retry: false,
  });

export function useCompleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) =>
      api<z.infer<typeof completeResponseSchema>>(`/learn/${courseId}/lessons/${lessonId}/complete`, { method: "POST" }).then((r) => r.data),
    onSuccess: (result, lessonId) => {
      queryClient.setQueryData<PlayerOutline>(learnKeys.outline(courseId), (outline) =>
        outline
          ? {
              ...outline,
              progress: result.progress,
              completedAt: result.completedAt,
              sections: outline.sections.map((s) => ({ ...s, lessons: s.lessons.map((l) => (l.id === lessonId ? { ...l, completed: true } : l)) })),
            }
          : outline,
      );
      queryClient.setQueryData<PlayerLessonData>(learnKeys.lesson(courseId, lessonId), (data) => (data ? { ...data, lesson: { ...data.lesson, completed: true } } : data));
      // Completing a section may open the next one (prerequisites), and the home shows progress.
      void queryClient.invalidateQueries({ queryKey: learnKeys.outline(courseId) });
      void queryClient.invalidateQueries({ queryKey: learnKeys.home() });
    },
  });
}

/** The caller's enrollment in a course, or null (signed-in callers only). */
export const myEnrollmentQuery = (courseId: string) =>
  queryOptions({
    queryKey: learnKeys.enrollment(courseId),
    queryFn: ({ signal }) => api<z.infer<typeof myEnrollmentResponseSchema>>(`/courses/${courseId}/enrollment`, { signal }).then((r) => r.data.enrollment),
  });

export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => api<z.infer<typeof enrollmentResponseSchema>>(`/courses/${courseId}/enrollment`, { method: "POST" }).then((r) => r.data.enrollment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnKeys.all }),
  });
}

export type Heartbeat = { lessonId: string; seconds: number; position?: number };

/**
 * One activity heartbeat. keepalive lets the last one leave while the tab is being hidden or
 * closed. Failures are dropped: a lost heartbeat costs a few seconds of measured time, nothing more.
 */
export function sendHeartbeat(courseId: string, beat: Heartbeat): void {
  const seconds = Math.min(120, Math.max(1, Math.round(beat.seconds)));
  const body: Heartbeat = { lessonId: beat.lessonId, seconds };
  if (beat.position !== undefined && Number.isFinite(beat.position)) body.position = Math.max(0, Math.round(beat.position));
  void fetch(`/api/learn/${courseId}/activity`, {
    method: "POST",
    credentials: "same-origin",
    keepalive: true,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/** A published course's public outline (the course page's curriculum; anyone may read it). */
export const publicOutlineQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...learnKeys.all, "public-outline", courseId] as const,
    queryFn: ({ signal }) => api<z.infer<typeof publicOutlineResponseSchema>>(`/courses/${courseId}/outline`, { signal }).then((r) => r.data),
    retry: false,
  });
