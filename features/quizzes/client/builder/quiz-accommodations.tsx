"use client";

// Extra time per learner on one quiz (an accessibility accommodation): the learners who have it,
// and a picker over the course's enrolled learners to grant it. Zero minutes takes it away.
import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api/client";
import { accommodationsQuery, useSetAccommodation } from "../builder-queries";
import { cn } from "@/lib/utils";
import { useDebounced } from "./question-picker";

const minutesOk = (v: string) => /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 1440;

export function QuizAccommodations({ lessonId, hasTimeLimit }: { lessonId: string; hasTimeLimit: boolean }) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<{ userId: string; name: string } | null>(null);
  const [minutes, setMinutes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const term = useDebounced(search.trim());
  const list = useQuery(accommodationsQuery(lessonId, term));
  const setExtra = useSetAccommodation(lessonId);

  function grant(event: React.FormEvent) {
    event.preventDefault();
    if (!picked) return setError("Choose a learner");
    if (!minutesOk(minutes)) return setError("Extra time must be whole minutes between 1 and 1440");
    setError(null);
    setExtra.mutate(
      { userId: picked.userId, extraMinutes: Number(minutes) },
      {
        onSuccess: () => {
          toast.success(`Extra time saved for ${picked.name}`);
          setPicked(null);
          setMinutes("");
          setSearch("");
        },
        onError: (e) => setError(errorMessage(e, "The extra time was not saved.")),
      },
    );
  }

  const granted = list.data?.accommodations ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3 rounded-lg border p-3">
      <div>
        <h3 id={`${id}-heading`} className="text-sm font-medium">
          Extra time
        </h3>
        <p className="text-xs text-muted-foreground">
          {hasTimeLimit ? "Minutes added to the time limit for one learner; an attempt in progress gets the new deadline." : "Applies once the quiz has a time limit."}
        </p>
      </div>
      {granted.length > 0 ? (
        <ul aria-label="Learners with extra time" className="grid gap-1.5">
          {granted.map((a) => (
            <li key={a.userId} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/50 px-2.5 py-1.5 text-sm">
              <span className="min-w-0 break-words">
                <span className="font-medium">{a.name}</span> <span className="text-muted-foreground">({a.email})</span>: +{a.extraMinutes} min
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setExtra.mutate({ userId: a.userId, extraMinutes: 0 }, { onSuccess: () => toast.success(`Extra time removed for ${a.name}`), onError: (e) => toast.error(errorMessage(e, "Not saved.")) })}
              >
                Remove<span className="sr-only"> extra time for {a.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No learner has extra time on this quiz.</p>
      )}
      <form onSubmit={grant} noValidate className="grid gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-search`}>Find an enrolled learner</Label>
          <Input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name or email" autoComplete="off" />
        </div>
        {term !== "" && (
          <fieldset className="grid gap-1">
            <legend className="sr-only">Learner</legend>
            {list.data?.learners.length ? (
              list.data.learners.map((l) => (
                <label key={l.userId} className={cn("flex cursor-pointer items-center gap-2 rounded-md border px-2.5 py-1.5 text-sm", picked?.userId === l.userId && "border-primary bg-primary/5")}>
                  <input type="radio" name={`${id}-learner`} className="accent-primary" checked={picked?.userId === l.userId} onChange={() => setPicked({ userId: l.userId, name: l.name })} />
                  <span className="min-w-0 break-words">
                    {l.name} <span className="text-muted-foreground">({l.email})</span>
                  </span>
                </label>
              ))
            ) : (
              <p className="text-sm text-muted-foreground">{list.isFetching ? "Searching…" : "No enrolled learner matches."}</p>
            )}
          </fieldset>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid w-32 gap-1">
            <Label htmlFor={`${id}-minutes`}>Extra minutes</Label>
            <Input id={`${id}-minutes`} inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
          </div>
          <Button type="submit" variant="outline" disabled={setExtra.isPending}>
            Grant extra time
          </Button>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
