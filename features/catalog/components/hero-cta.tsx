"use client";

// docs/product.md §1: the hero's call to action reads 'Go to Dashboard' when signed in; otherwise it is
// 'Start Learning Today' and leads to /register. The server renders the signed-out version; the
// button has a fixed width so the swap never moves Watch Demo beside it.
import type { ReactNode } from "react";
import { useAuthState } from "./auth-state";

export function HeroCta({ className, icon }: { className: string; icon: ReactNode }) {
  const auth = useAuthState();
  const signedIn = auth.status === "signed-in";
  return (
    <a href={signedIn ? "/dashboard" : "/register"} className={className} data-auth-state={auth.status}>
      {signedIn ? "Go to Dashboard" : "Start Learning Today"}
      {icon}
    </a>
  );
}
