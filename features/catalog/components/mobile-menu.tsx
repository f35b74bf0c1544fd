"use client";

// docs/product.md §2 top navigation on phones: a toggle opens a menu with the section anchors, plus Dashboard
// and Logout when signed in, or Sign In and Get Started otherwise. A plain disclosure (no dialog
// library): it closes on a link, on Escape, on a click outside and when the screen grows to desktop.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { logout, useAuthState } from "./auth-state";

type Props = {
  links: readonly { href: string; label: string }[];
  openIcon: ReactNode;
  closeIcon: ReactNode;
  toggleClassName: string;
  primaryClassName: string;
  secondaryClassName: string;
};

export function MobileMenu({ links, openIcon, closeIcon, toggleClassName, primaryClassName, secondaryClassName }: Props) {
  const [open, setOpen] = useState(false);
  const auth = useAuthState();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    const desktop = window.matchMedia("(min-width: 768px)");
    const onResize = () => desktop.matches && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    desktop.addEventListener("change", onResize);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      desktop.removeEventListener("change", onResize);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={toggleClassName}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? closeIcon : openIcon}
      </button>
      <div
        ref={panelRef}
        id="mobile-menu"
        hidden={!open}
        className="fixed inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background shadow-lg md:hidden"
      >
        <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4">
          {links.map((link) => (
            <a key={link.href} href={link.href} onClick={close} className="rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent hover:text-accent-foreground">
              {link.label}
            </a>
          ))}
          <div className="mt-2 flex flex-col gap-2 border-t pt-4">
            {auth.status === "signed-in" ? (
              <>
                <p className="px-3 text-sm">
                  <span className="block font-semibold">{auth.user.name}</span>
                  <span className="block truncate text-muted-foreground">{auth.user.email}</span>
                </p>
                <a href="/dashboard" className={primaryClassName} onClick={close}>
                  Dashboard
                </a>
                <button type="button" className={secondaryClassName} onClick={() => void logout()}>
                  Logout
                </button>
              </>
            ) : (
              <>
                <a href="/login" className={secondaryClassName} onClick={close}>
                  Sign In
                </a>
                <a href="/register" className={primaryClassName} onClick={close}>
                  Get Started
                </a>
              </>
            )}
          </div>
        </nav>
      </div>
    </>
  );
}
