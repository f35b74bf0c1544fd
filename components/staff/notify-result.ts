"use client";

// One place that tells the admin how an action went: a toast now, and an entry in the header's
// notifications bell for later (SPEC §8 "notification").
import { toast } from "sonner";
import { ApiRequestError } from "@/lib/api/client";
import { notify } from "@/lib/stores/notifications";

export function notifySuccess(title: string, description?: string) {
  toast.success(title, { description });
  notify({ title, description, variant: "success" });
}

/** SPEC §8: the server's message field when there is one, else 'Something went wrong'. */
export function serverMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.body?.message ? error.body.message : "Something went wrong";
}

export function notifyFailure(title: string, error: unknown) {
  const description = serverMessage(error);
  console.error(`[staff] ${title}:`, error);
  toast.error(title, { description });
  notify({ title, description, variant: "error" });
}
