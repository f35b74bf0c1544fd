"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Skeleton } from "@/components/ui/skeleton";
import { api, ApiRequestError } from "@/lib/api/client";
import { courseCertificateSettingsSchema, type CourseCertificateSettings } from "../schema";

const key = (courseId: string) => ["certificates", "course-settings", courseId] as const;

/** The course's certificate settings, on the course page for those who may edit the course. */
export function CourseCertificateSettingsCard({ courseId }: { courseId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key(courseId),
    queryFn: ({ signal }) => api<{ data: { settings: CourseCertificateSettings } }>(`/courses/${courseId}/certificate-settings`, { signal }).then((r) => r.data.settings),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Certificates</h2>
        </CardTitle>
        <CardDescription>Learners who complete this course receive a signed certificate. Changes apply to certificates issued from now on.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <SettingsForm courseId={courseId} initial={query.data} onSaved={(settings) => queryClient.setQueryData(key(courseId), settings)} />
        ) : (
          <Skeleton className="h-24 w-full" role="status" aria-label="Loading certificate settings" />
        )}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ courseId, initial, onSaved }: { courseId: string; initial: CourseCertificateSettings; onSaved: (s: CourseCertificateSettings) => void }) {
  const [form, setForm] = useState({ enabled: initial.certificatesEnabled, months: initial.certificateValidityMonths?.toString() ?? "", publicDownload: initial.certificatePublicDownload });
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (settings: CourseCertificateSettings) => api<{ message: string; data: { settings: CourseCertificateSettings } }>(`/courses/${courseId}/certificate-settings`, { method: "PUT", body: settings }),
    onSuccess: (res) => onSaved(res.data.settings),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = courseCertificateSettingsSchema.safeParse({
      certificatesEnabled: form.enabled,
      certificateValidityMonths: form.months.trim() === "" ? null : Number(form.months),
      certificatePublicDownload: form.publicDownload,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please check the settings");
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (res) => toast.success(res.message),
      onError: (e) => setError(e instanceof ApiRequestError ? e.message : "Could not save the settings"),
    });
  }

  return (
          <form onSubmit={submit} className="space-y-4" noValidate>
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="cert-enabled">Issue certificates on completion</Label>
              <Switch id="cert-enabled" checked={form.enabled} onCheckedChange={(enabled) => setForm({ ...form, enabled })} />
            </div>
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="cert-public">Anyone with the code may download the PDF</Label>
              <Switch id="cert-public" checked={form.publicDownload} onCheckedChange={(publicDownload) => setForm({ ...form, publicDownload })} />
            </div>
            <div className="max-w-xs space-y-1.5">
              <Label htmlFor="cert-months">Valid for (months)</Label>
              <Input
                id="cert-months"
                inputMode="numeric"
                placeholder="Never expires"
                value={form.months}
                onChange={(e) => setForm({ ...form, months: e.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "cert-settings-error" : "cert-months-hint"}
              />
              <p id="cert-months-hint" className="text-xs text-muted-foreground">
                Leave empty for certificates that never expire (set it for recertification).
              </p>
            </div>
            {error && (
              <p id="cert-settings-error" role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save certificate settings"}
            </Button>
          </form>
  );
}
