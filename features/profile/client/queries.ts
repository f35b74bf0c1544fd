// The signed-in person's profile: key factory, queries and the mutation hooks of /profile.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ApiRequestError, type ApiErrorBody } from "@/lib/api/client";
import type { ChangePasswordInput, DisableTwoFactorInput, ProfileResponse, SessionsResponse, sessionsRevokedResponse, twoFactorEnabledResponse, twoFactorSetupResponse, UpdateProfileInput } from "../schema";
import type { z } from "zod";
import type { messageResponse } from "@/lib/api/response-schemas";

export const profileKeys = {
  all: ["profile"] as const,
  me: () => ["profile", "me"] as const,
  sessions: () => ["profile", "sessions"] as const,
};

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => api<ProfileResponse>("/profile", { signal }).then((r) => r.data.profile),
  });
}

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.sessions(),
    queryFn: ({ signal }) => api<SessionsResponse>("/profile/sessions", { signal }).then((r) => r.data.sessions),
  });
}

function useSetProfile() {
  const queryClient = useQueryClient();
  return (response: ProfileResponse) => queryClient.setQueryData(profileKeys.me(), response.data.profile);
}

export function useUpdateProfile() {
  const setProfile = useSetProfile();
  return useMutation({
    mutationFn: (values: UpdateProfileInput) => api<ProfileResponse>("/profile", { method: "PUT", body: values }),
    onSuccess: setProfile,
  });
}

/** Multipart upload; failures become the same ApiRequestError as every other call. */
async function uploadAvatar(file: File): Promise<ProfileResponse> {
  const form = new FormData();
  form.set("file", file);
  let response: Response;
  try {
    response = await fetch("/api/profile/avatar", { method: "POST", body: form, credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch {
    throw new ApiRequestError("FETCH_ERROR", "Could not reach the server. Check your connection and try again.");
  }
  const body = (await response.json().catch(() => ({}))) as ApiErrorBody & ProfileResponse;
  if (!response.ok) throw new ApiRequestError("HTTP_ERROR", body.message || `Request failed (${response.status})`, response.status, body);
  return body;
}

export function useUploadAvatar() {
  const setProfile = useSetProfile();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: setProfile });
}

export function useRemoveAvatar() {
  const setProfile = useSetProfile();
  return useMutation({ mutationFn: () => api<ProfileResponse>("/profile/avatar", { method: "DELETE" }), onSuccess: setProfile });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ChangePasswordInput) => api<z.infer<typeof messageResponse>>("/profile/password", { method: "POST", body: values }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => api<z.infer<typeof twoFactorSetupResponse>>("/profile/two-factor/setup", { method: "POST" }).then((r) => r.data),
  });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; password: string }) =>
      api<z.infer<typeof twoFactorEnabledResponse>>("/profile/two-factor/enable", { method: "POST", body: input }).then((r) => r.data.recoveryCodes),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DisableTwoFactorInput) => api<z.infer<typeof messageResponse>>("/profile/two-factor/disable", { method: "POST", body: values }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<z.infer<typeof sessionsRevokedResponse>>("/profile/sessions/revoke-others", { method: "POST" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}
