// Staff management on TanStack Query: key factory, list queries and the mutation hooks. Every
// mutation invalidates the whole "staff" tree (list, stats and pending invitations); toasts are
// the caller's, passed to mutate(vars, { onSuccess }).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type {
  AcceptInvitationInput,
  invitationAcceptedResponse,
  InvitationListResponse,
  invitationResentResponse,
  invitationSentResponse,
  InviteStaffInput,
  StaffDetails,
  staffDetailResponse,
  StaffListResponse,
} from "../schema";
import type { z } from "zod";
import type { messageResponse } from "@/lib/api/response-schemas";

export type StaffListParams = { page: number; limit: number; search: string; sort?: string; order?: "asc" | "desc" };

export const staffKeys = {
  all: ["staff"] as const,
  lists: () => [...staffKeys.all, "list"] as const,
  list: (params: StaffListParams) => [...staffKeys.lists(), params] as const,
  invitations: () => [...staffKeys.all, "invitations"] as const,
};

export function staffListOptions(params: StaffListParams) {
  return queryOptions({
    queryKey: staffKeys.list(params),
    queryFn: ({ signal }) =>
      api<StaffListResponse>("/admin/staff", { query: { page: params.page, limit: params.limit, search: params.search || undefined, sort: params.sort, order: params.order }, signal }),
    // Keep the current rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function invitationsOptions() {
  return queryOptions({
    queryKey: staffKeys.invitations(),
    queryFn: ({ signal }) => api<InvitationListResponse>("/admin/staff/invitations", { query: { limit: 100 }, signal }),
  });
}

/** The resource's one invalidation helper: every staff mutation refreshes the whole "staff" tree. */
export function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.all });
}

function useStaffMutation<TVars, TData>(fn: (vars: TVars) => Promise<TData>) {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: fn, onSuccess: invalidate });
}

export function useInviteStaff() {
  return useStaffMutation((input: InviteStaffInput) =>
    api<z.infer<typeof invitationSentResponse>>("/admin/staff/invite", { method: "POST", body: input }),
  );
}

export function useUpdateStaff() {
  return useStaffMutation(({ id, changes }: { id: string; changes: Partial<StaffDetails> }) =>
    api<z.infer<typeof staffDetailResponse>>(`/admin/staff/${encodeURIComponent(id)}`, { method: "PUT", body: changes }),
  );
}

export function useRemoveStaff() {
  return useStaffMutation((id: string) => api<z.infer<typeof staffDetailResponse>>(`/admin/staff/${encodeURIComponent(id)}`, { method: "DELETE" }));
}

export function useResetStaffPassword() {
  return useMutation({
    mutationFn: (id: string) => api<z.infer<typeof staffDetailResponse>>(`/admin/staff/${encodeURIComponent(id)}/reset-password`, { method: "POST" }),
  });
}

export function useResendInvitation() {
  return useStaffMutation((id: string) =>
    api<z.infer<typeof invitationResentResponse>>(`/admin/staff/invitations/${encodeURIComponent(id)}/resend`, { method: "POST" }),
  );
}

export function useRevokeInvitation() {
  return useStaffMutation((id: string) => api<z.infer<typeof messageResponse>>(`/admin/staff/invitations/${encodeURIComponent(id)}/revoke`, { method: "POST" }));
}

/** The public accept-invite page (no QueryClient there, so a plain call). */
export function acceptInvitation(input: AcceptInvitationInput) {
  return api<z.infer<typeof invitationAcceptedResponse>>("/invitations/accept", { method: "POST", body: input });
}
