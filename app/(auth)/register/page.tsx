import Link from "next/link";
import { AuthCard } from "@/features/auth";
import { RegisterForm } from "@/features/auth/client";
import { getPublishedCourse } from "@/features/catalog/web";
import { getSettings } from "@/lib/settings/store";
import { idSchema } from "@/lib/validation/common";

export const metadata = { title: "Create your account" };
export const dynamic = "force-dynamic";

export default async function RegisterPage({ searchParams }: { searchParams: Promise<{ course?: string | string[] }> }) {
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
