import Link from "next/link";
import { Suspense } from "react";
import { AuthCard } from "@/features/auth/client";
import { LoginForm } from "@/features/auth/client";
import { SocialButtons } from "@/features/auth/client";

export const metadata = { title: "Sign in" };

export default function LoginPage() {
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to your Masterly account"
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link href="/register" className="font-medium text-primary hover:underline">
            Sign up for free
          </Link>
        </>
      }
    >
      <Suspense>
        <LoginForm />
      </Suspense>
      <SocialButtons />
    </AuthCard>
  );
}
