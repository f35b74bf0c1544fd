"use client";

// /learn/{courseId}: finds where the learner stopped and opens that lesson; someone not enrolled
// goes to the course page to enroll.
import { useEffect } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api/client";
import { myEnrollmentQuery, outlineQuery } from "./queries";

export function ResumeRedirect({ courseId, staff }: { courseId: string; staff: boolean }) {
  const router = useRouter();
  const enrollment = useQuery({ ...myEnrollmentQuery(courseId), enabled: !staff });
  const outline = useQuery({ ...outlineQuery(courseId), enabled: staff || Boolean(enrollment.data) });
  const first = outline.data?.sections.flatMap((s) => s.lessons)[0]?.id;
  const target = outline.data ? (outline.data.resumeLessonId ?? first ?? null) : null;
  const notEnrolled = !staff && enrollment.isSuccess && !enrollment.data;
  const empty = outline.isSuccess && !target;

  useEffect(() => {
    if (target) router.replace(`/learn/${courseId}/${target}`);
    else if (notEnrolled) router.replace(`/courses/${courseId}`);
  }, [target, notEnrolled, router, courseId]);

  const error = enrollment.error ?? outline.error;
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      {error || empty ? (
        <div role="alert" className="grid max-w-sm justify-items-center gap-3 text-center">
          <p className="font-medium">{empty ? "This course has no lessons yet." : errorMessage(error, "The course could not be opened.")}</p>
          <Button asChild variant="outline">
            <Link href="/dashboard">Back to my learning</Link>
          </Button>
        </div>
      ) : (
        <div role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
          <Spinner className="size-5" /> Opening where you left off…
        </div>
      )}
    </main>
  );
}
