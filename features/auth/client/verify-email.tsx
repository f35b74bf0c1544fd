"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { CheckCircle2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api, errorMessage } from "@/lib/api/client";

// Verifies on arrival (a POST, so link scanners that only GET the page do not use the token up).
export function VerifyEmail({ token }: { token: string }) {
  const [state, setState] = useState<{ status: "pending" | "ok" | "error"; message: string; courseId?: string | null }>({ status: "pending", message: "Verifying your email..." });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api<{ message: string; data?: { courseId?: string | null } }>("/auth/verify-email", { method: "POST", body: { token } })
      .then((res) => setState({ status: "ok", message: res.message, courseId: res.data?.courseId ?? null }))
      .catch((error) => setState({ status: "error", message: errorMessage(error, "This verification link is invalid.") }));
  }, [token]);

  return (
    <div role="status" className="space-y-4 text-center">
      {state.status === "pending" && <Spinner className="mx-auto size-8" />}
      {state.status === "ok" && <CheckCircle2 className="mx-auto size-10 text-success" aria-hidden />}
      {state.status === "error" && <XCircle className="mx-auto size-10 text-destructive" aria-hidden />}
      <p className="text-sm">{state.message}</p>
      {state.status === "ok" && state.courseId ? (
        <>
          <p className="text-sm text-muted-foreground">Sign in to start the course you chose.</p>
          <Button asChild className="w-full">
            <Link href={`/login?callbackUrl=${encodeURIComponent(`/learn/${state.courseId}`)}`}>Sign in and start learning</Link>
          </Button>
        </>
      ) : state.status !== "pending" ? (
        <Button asChild className="w-full">
          <Link href="/login">{state.status === "ok" ? "Sign in" : "Back to sign in"}</Link>
        </Button>
      ) : null}
    </div>
  );
}
