"use client";

// Activity heartbeats: while the tab is visible the player reports the seconds spent on the lesson
// every 30 s, and once more when the tab is hidden, the page is left or the lesson changes. The
// server merges them into learning sessions; hidden time is never counted.
import { useEffect, useRef } from "react";
import { sendHeartbeat } from "./queries";
import { MAX_HEARTBEAT_SECONDS } from "../schema";

const INTERVAL_MS = 30_000;

export function useHeartbeat(courseId: string, lessonId: string, enabled: boolean, getPosition?: () => number | undefined) {
  const position = useRef(getPosition);
  useEffect(() => {
    position.current = getPosition;
  });

  useEffect(() => {
    if (!enabled) return;
    let visibleSince: number | null = document.visibilityState === "visible" ? Date.now() : null;
    let pending = 0;
    const flush = () => {
      const now = Date.now();
      if (visibleSince !== null) {
        pending += (now - visibleSince) / 1000;
        visibleSince = document.visibilityState === "visible" ? now : null;
      }
      const seconds = Math.floor(pending);
      if (seconds < 1) return;
      pending -= seconds;
      sendHeartbeat(courseId, { lessonId, seconds: Math.min(MAX_HEARTBEAT_SECONDS, seconds), position: position.current?.() });
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") flush();
    }, INTERVAL_MS);
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
      else visibleSince = Date.now();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", flush);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [courseId, lessonId, enabled]);
}
