// Certificates: key factory, the list (a learner's own, or everyone's for admins and staff), and
// the admin mutations, which refresh every certificate list they may change.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, buildUrl } from "@/lib/api/client";
import type { CertificateJson, CertificateListResponse, CertificateResponse } from "../schema";


export const CERTIFICATE_PAGE_SIZE = 20;

export const certificateKeys = {
  all: ["certificates"] as const,
  list: (filters: { search: string; page: number; limit: number }) => ["certificates", "list", filters] as const,
  mine: () => ["certificates", "mine"] as const,
};

/** The signed-in person's own certificates (learner home, /profile). */
export function myCertificatesQueryOptions() {
  return queryOptions({
    queryKey: certificateKeys.mine(),
    queryFn: ({ signal }) => api<CertificateListResponse>("/certificates", { signal, query: { mine: "true", limit: 100 } }).then((r) => r.data.certificates),
  });
}

export function certificateListOptions(filters: { search: string; page: number; limit?: number; sort?: string; order?: "asc" | "desc" }) {
  const f = { search: filters.search, page: filters.page, limit: filters.limit ?? CERTIFICATE_PAGE_SIZE, sort: filters.sort, order: filters.order };
  return queryOptions({
    queryKey: certificateKeys.list(f),
    queryFn: ({ signal }) => api<CertificateListResponse>("/certificates", { signal, query: { search: f.search.trim() || undefined, page: f.page, limit: f.limit, sort: f.sort, order: f.order } }),
    placeholderData: keepPreviousData,
  });
}

export const certificatePdfUrl = (code: string) => buildUrl(`/certificates/${encodeURIComponent(code)}/pdf`);

/** The public page with the signed token, as the QR code carries it. */
export function certificateShareUrl(certificate: Pick<CertificateJson, "code" | "token">, origin: string): string {
  return `${origin}/certificates/${encodeURIComponent(certificate.code)}?t=${certificate.token}`;
}

/** The resource's one invalidation helper: every certificate mutation refreshes the whole tree. */
export function useInvalidateCertificates() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: certificateKeys.all });
}

export function useRevokeCertificate() {
  const invalidate = useInvalidateCertificates();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api<CertificateResponse>(`/admin/certificates/${id}/revoke`, { method: "POST", body: { reason } }),
    onSuccess: invalidate,
  });
}

export function useReissueCertificate() {
  const invalidate = useInvalidateCertificates();
  return useMutation({
    mutationFn: ({ id, learnerName }: { id: string; learnerName?: string }) =>
      api<CertificateResponse>(`/admin/certificates/${id}/reissue`, { method: "POST", body: learnerName ? { learnerName } : {} }),
    onSuccess: invalidate,
  });
}
