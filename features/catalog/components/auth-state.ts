"use client";

// Who is signed in, for the public pages. Those pages are static (the same HTML for everyone), so
// the server renders the signed-out version and this store asks the server once, after hydration
// (the currentVisitor server action, which answers 200 signed in or not); every island (nav, hero
// button, Enroll Now) reads the same answer.
import { useEffect, useSyncExternalStore } from "react";
import { currentVisitor } from "./visitor";

export type NavUser = { id: string; email: string; name: string; role: string; avatar: string | null };
export type AuthState = { status: "loading"; user: null } | { status: "signed-out"; user: null } | { status: "signed-in"; user: NavUser };

const LOADING: AuthState = { status: "loading", user: null };
const SIGNED_OUT: AuthState = { status: "signed-out", user: null };

let state: AuthState = LOADING;
let started = false;
const listeners = new Set<() => void>();

function setState(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

async function load() {
  try {
    const user = await currentVisitor();
    setState(user ? { status: "signed-in", user } : SIGNED_OUT);
  } catch {
    setState(SIGNED_OUT);
  }
}

function start() {
  if (started) return;
  started = true;
  void load();
  // A page restored from the back/forward cache may predate a sign-in or sign-out elsewhere.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) void load();
  });
}

export function useAuthState(): AuthState {
  const snapshot = useSyncExternalStore(subscribe, () => state, () => LOADING);
  useEffect(start, []);
  return snapshot;
}

/**
 * docs/product.md §4: logout clears the session and goes to "/" whether or not the server call succeeds.
 * A full navigation (not a client transition) so every island starts again signed out.
 */
export async function logout(): Promise<void> {
  try {
    await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch (error) {
    console.warn("Logout request failed; signing out locally anyway.", error);
  } finally {
    setState(SIGNED_OUT);
    // A full document load, not a client transition: every island starts again signed out.
    window.location.assign(new URL("/", window.location.origin));
  }
}
