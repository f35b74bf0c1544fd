import "server-only";
// The registration page: names the course a visitor registers from (Enroll Now), which they join
// once verified.
import Link from "next/link";
import { getPublishedCourse } from "@/features/catalog/web";
import { getSettings } from "@/lib/settings/store";
import { idSchema } from "@/lib/validation/common";
import { AuthCard } from "../client/auth-card";
import { RegisterForm } from "../client/register-form";

export async function RegisterPage({ searchParams }: { searchParams: Promise<{ course?: string | string[] }> }) {
  const [{ minPasswordLength }, { course: courseParam }] = await Promise.all([getSettings("security"), searchParams]);
  // Registering from a course (Enroll Now): a published course is named and enrolled in after verification.
  const courseId = typeof courseParam === "string" && idSchema.safeParse(courseParam).success ? courseParam : null;
  const found = courseId ? await getPublishedCourse(courseId) : null;
  const course = found ? { id: found.id, title: found.title, free: found.priceCents === 0 } : null;
  return (
    <AuthCard
      title="Create your account"
      description="Start learning with expert-led courses"
      footer={
        <>
          Already have an account?{" "}
          <Link href={course ? `/login?callbackUrl=${encodeURIComponent(`/courses/${course.id}`)}` : "/login"} className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm minPasswordLength={minPasswordLength} course={course} />
    </AuthCard>
  );
}
