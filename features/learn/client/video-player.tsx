"use client";

// An uploaded video in the HTML5 player. It resumes where the learner stopped and reports the
// lesson complete once 90% of it has been watched (seconds actually played, not skipped over).
import { useEffect, useRef } from "react";
import { VIDEO_COMPLETE_RATIO } from "../schema";

type Props = {
  src: string;
  title: string;
  startAt: number | null;
  completed: boolean;
  onWatched: () => void;
  /** The player's position, for the activity heartbeats. */
  positionRef: React.MutableRefObject<() => number | undefined>;
};

export function VideoPlayer({ src, title, startAt, completed, onWatched, positionRef }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const watched = useRef(new Set<number>());
  const reported = useRef(completed);
  const last = useRef(0);

  useEffect(() => {
    positionRef.current = () => (video.current ? video.current.currentTime : undefined);
    return () => {
      positionRef.current = () => undefined;
    };
  }, [positionRef]);

  useEffect(() => {
    reported.current = completed;
  }, [completed]);

  const report = () => {
    if (reported.current) return;
    reported.current = true;
    onWatched();
  };

  const onLoaded = () => {
    const v = video.current;
    if (!v || !startAt) return;
    // Resume, unless the learner had reached the very end.
    if (!Number.isFinite(v.duration) || startAt < v.duration - 3) v.currentTime = startAt;
    // Time before the resume point was watched in an earlier visit.
    for (let s = 0; s < Math.floor(startAt); s++) watched.current.add(s);
    last.current = startAt;
  };

  const onTime = () => {
    const v = video.current;
    if (!v) return;
    const t = v.currentTime;
    // Only playback counts: a jump (seek) of more than two seconds is not watching.
    if (!v.seeking && t >= last.current && t - last.current < 2) {
      for (let s = Math.floor(last.current); s <= Math.floor(t); s++) watched.current.add(s);
    }
    last.current = t;
    if (Number.isFinite(v.duration) && v.duration > 0 && watched.current.size >= Math.ceil(v.duration) * VIDEO_COMPLETE_RATIO) report();
  };

  const onEnded = () => {
    const v = video.current;
    // Some recordings carry no duration until played to the end; then ending counts as watched.
    if (!v || !Number.isFinite(v.duration) || watched.current.size >= Math.ceil(v.duration) * VIDEO_COMPLETE_RATIO - 1) report();
  };

  return (
    <video
      ref={video}
      src={src}
      controls
      preload="metadata"
      playsInline
      className="aspect-video w-full rounded-xl bg-black"
      aria-label={`Video: ${title}`}
      onLoadedMetadata={onLoaded}
      onTimeUpdate={onTime}
      onEnded={onEnded}
      data-testid="lesson-video"
    >
      Your browser cannot play this video. <a href={src}>Download it</a> instead.
    </video>
  );
}
