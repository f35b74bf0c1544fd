"use client";

// Autosave for an open quiz attempt. Every change is kept in memory and in localStorage until the
// server has it, sent in a debounced PUT /api/attempts/{id}/answers, and retried with a growing
// delay when the connection drops or the server fails, so no answer is lost to a reload or an
// outage. A 409 (time up, submitted elsewhere) or 404 stops saving for good.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "@/lib/api/client";
import { saveAnswers } from "../queries";
import type { AnswerValue } from "../../schema";

export type SaveState = "saved" | "pending" | "saving" | "retrying" | "closed";
export type Answers = Record<string, AnswerValue>;

const DEBOUNCE_MS = 800;
const MAX_RETRY_MS = 30_000;
const backupKey = (attemptId: string) => `masterly:quiz-attempt:${attemptId}`;

function readBackup(attemptId: string): Answers {
  try {
    const raw = window.localStorage.getItem(backupKey(attemptId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === "object" ? (parsed as Answers) : {};
  } catch {
    return {};
  }
}

function writeBackup(attemptId: string, pending: Map<string, AnswerValue>) {
  try {
    if (pending.size === 0) window.localStorage.removeItem(backupKey(attemptId));
    else window.localStorage.setItem(backupKey(attemptId), JSON.stringify(Object.fromEntries(pending)));
  } catch {
    // Storage full or disabled: the answer is still in memory and on its way to the server.
  }
}

export function useAutosave(attemptId: string, saved: Answers, onClosed: (error: ApiRequestError) => void) {
  // Answers typed but not yet acknowledged before a reload come back from the backup and are sent.
  const [backup] = useState<Answers>(() => (typeof window === "undefined" ? {} : readBackup(attemptId)));
  const pending = useRef(new Map<string, AnswerValue>(Object.entries(backup)));
  const [answers, setAnswers] = useState<Answers>(() => ({ ...saved, ...backup }));
  const [state, setState] = useState<SaveState>(() => (Object.keys(backup).length ? "pending" : "saved"));
  const timer = useRef<number | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  const failures = useRef(0);
  const closed = useRef(false);
  const flushRef = useRef<() => Promise<boolean>>(async () => false);
  const schedule = useCallback((ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flushRef.current(), ms);
  }, []);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);

  const send = useCallback(async (): Promise<boolean> => {
    if (closed.current) return false;
    if (pending.current.size === 0) {
      setState("saved");
      return true;
    }
    const batch = new Map(pending.current);
    setState("saving");
    try {
      // The reply's `now` also corrects the server clock the countdown runs on.
      await saveAnswers(attemptId, [...batch].map(([questionId, answer]) => ({ questionId, answer })));
      // An answer changed again while this one was on its way stays pending.
      for (const [id, value] of batch) if (pending.current.get(id) === value) pending.current.delete(id);
      writeBackup(attemptId, pending.current);
      failures.current = 0;
      setState(pending.current.size ? "pending" : "saved");
      return pending.current.size === 0;
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) {
        // Nothing more can be saved to this attempt: its backup is of no use now.
        closed.current = true;
        pending.current.clear();
        writeBackup(attemptId, pending.current);
        setState("closed");
        onClosedRef.current(error);
        return false;
      }
      failures.current += 1;
      setState("retrying");
      return false;
    }
  }, [attemptId]);

  const flush = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    // One request at a time: wait for the one in flight, then send what is left.
    while (running.current) await running.current;
    running.current = send();
    const ok = await running.current;
    running.current = null;
    if (!ok && !closed.current) {
      if (pending.current.size) {
        const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.max(0, failures.current - 1));
        schedule(failures.current ? delay : DEBOUNCE_MS);
      }
    } else if (pending.current.size && !closed.current) {
      schedule(DEBOUNCE_MS);
    }
    return ok;
  }, [send, schedule]);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  const setAnswer = useCallback(
    (questionId: string, value: AnswerValue) => {
      if (closed.current) return;
      setAnswers((current) => ({ ...current, [questionId]: value }));
      pending.current.set(questionId, value);
      writeBackup(attemptId, pending.current);
      if (failures.current === 0) setState("pending");
      schedule(failures.current ? 1000 : DEBOUNCE_MS);
    },
    [attemptId, schedule],
  );

  // Answers restored from the backup are sent at once; the connection coming back retries at once.
  useEffect(() => {
    if (pending.current.size) void flush();
    const online = () => {
      if (pending.current.size) void flush();
    };
    const leave = (event: BeforeUnloadEvent) => {
      if (pending.current.size && !closed.current) event.preventDefault();
    };
    window.addEventListener("online", online);
    window.addEventListener("beforeunload", leave);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("beforeunload", leave);
      window.clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per attempt
  }, [attemptId]);

  /** Drops the local backup once the attempt is submitted. */
  const forget = useCallback(() => {
    closed.current = true;
    pending.current.clear();
    writeBackup(attemptId, pending.current);
    window.clearTimeout(timer.current);
  }, [attemptId]);

  return { answers, state, setAnswer, flush, forget };
}
