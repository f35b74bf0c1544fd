"use client";

// One place that tells the admin how an action went: a toast. The header bell is for events from
// elsewhere (docs/domain/notifications.md), not a replay of the person's own toasts; a handled failure is shown,
// not logged to the console (docs/product.md §8).
import { toast } from "sonner";
import { ApiRequestError } from "@/lib/api/client";

export function notifySuccess(title: string, description?: string) {
  toast.success(title, { description });
}

/** docs/product.md §8: the server's message field when there is one, else 'Something went wrong'. */
export function serverMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.body?.message ? error.body.message : "Something went wrong";
}

export function notifyFailure(title: string, error: unknown) {
  toast.error(title, { description: serverMessage(error) });
}
