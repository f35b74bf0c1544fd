"use client";

// The desktop navigation's right-hand side: Sign In and Get Started for visitors (what the server
// renders), the avatar menu once the server says who is signed in. The box keeps its height and
// sits at the end of the bar, so the swap never moves anything else.
import { useEffect } from "react";
import { initialsOf } from "./initials";
import { useAuthState } from "./auth-state";
import { lazyModule, useLazyModule } from "./use-lazy";

const loadAccountMenu = lazyModule(() => import("./account-menu"));

type Props = { signInClassName: string; getStartedClassName: string };

export function NavAuth({ signInClassName, getStartedClassName }: Props) {
  const auth = useAuthState();
  const [menu, ensureMenu] = useLazyModule(loadAccountMenu);
  const signedIn = auth.status === "signed-in";

  useEffect(() => {
    if (signedIn) void ensureMenu();
  }, [signedIn, ensureMenu]);

  if (auth.status === "signed-in") {
    if (menu) return <menu.AccountMenu user={auth.user} />;
    // The menu's code is on its way (a few milliseconds): hold its place with the same circle.
    return (
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-accent text-xs font-medium text-accent-foreground">
        {initialsOf(auth.user.name)}
      </span>
    );
  }
  return (
    <div className="flex items-center gap-2" data-auth-state={auth.status}>
      <a href="/login" className={signInClassName}>
        Sign In
      </a>
      <a href="/register" className={getStartedClassName}>
        Get Started
      </a>
    </div>
  );
}
