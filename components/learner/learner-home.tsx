import Image from "next/image";
import Link from "next/link";
import { BookOpen, CheckCircle2, Clock, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { MyCertificates } from "@/components/certificates/my-certificates";
import type { getLearnerHome } from "@/lib/data/learner";
import { formatDate } from "@/lib/utils";

type Home = Awaited<ReturnType<typeof getLearnerHome>>;

export function LearnerHome({ name, home }: { name: string; home: Home }) {
  const completed = home.enrollments.filter((e) => e.completedAt).length;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Welcome back, {name.split(" ")[0]}!</h1>
          <p className="text-sm text-muted-foreground">
            {home.lastActivityAt ? `Last active ${formatDate(home.lastActivityAt)}` : "Start your first course today."} · {home.enrollments.length} enrolled · {completed} completed
          </p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link href="/profile">
              <UserRound aria-hidden /> My profile
            </Link>
          </Button>
          <Button asChild>
            <Link href="/courses">
              <BookOpen aria-hidden /> Browse courses
            </Link>
          </Button>
        </div>
      </div>
      <section aria-labelledby="my-courses">
        <h2 id="my-courses" className="mb-3 text-lg font-semibold">
          My courses
        </h2>
        {home.enrollments.length === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
              <BookOpen className="size-10 text-muted-foreground" aria-hidden />
              <p className="font-medium">You are not enrolled in any course yet.</p>
              <Button asChild>
                <Link href="/courses">Find a course</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {home.enrollments.map((e) => (
              <li key={e.id}>
                <Card className="h-full overflow-hidden pt-0">
                  {e.course.thumbnail && (
                    <Image src={e.course.thumbnail} alt="" width={640} height={360} className="aspect-video w-full object-cover" sizes="(min-width: 1280px) 33vw, (min-width: 640px) 50vw, 100vw" />
                  )}
                  <CardContent className="space-y-3">
                    <div>
                      <h3 className="font-semibold">
                        <Link href={`/courses/${e.course.id}`} className="hover:underline">
                          {e.course.title}
                        </Link>
                      </h3>
                      <p className="text-sm text-muted-foreground">
                        {e.course.instructor} · {e.course.duration}
                      </p>
                    </div>
                    <div className="space-y-1">
                      <div className="flex justify-between text-sm">
                        <span id={`progress-${e.id}`}>Progress</span>
                        <span className="font-medium tabular-nums">{e.progress}%</span>
                      </div>
                      <Progress value={e.progress} aria-labelledby={`progress-${e.id}`} />
                    </div>
                    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                      {e.completedAt ? (
                        <>
                          <CheckCircle2 className="size-3.5 text-success" aria-hidden /> Completed {formatDate(e.completedAt)}
                        </>
                      ) : (
                        <>
                          <Clock className="size-3.5" aria-hidden /> {e.lastAccessedAt ? `Last studied ${formatDate(e.lastAccessedAt)}` : `Enrolled ${formatDate(e.enrolledAt)}`}
                        </>
                      )}
                    </p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <MyCertificates hideWhenEmpty />
    </div>
  );
}
