// Toasts on the public pages. Sonner (its code and the stylesheet it injects when imported) is
// loaded only when a page has something to say, so no visitor pays for it up front; the first
// toast mounts a toaster unless the page already renders one (the course page does).
export function toastError(title: string, description?: string): void {
  void import("./toast-host").then((host) => host.showError(title, description));
}
