"use client";

import { useRef } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { ImageUp, Trash2 } from "lucide-react";
import { UserAvatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { SettingsCardHeader } from "@/features/settings/client";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/data-list/form-footer";
import { applyServerErrors } from "@/components/data-list/server-errors";
import { FormField } from "@/components/data-list/text-field";
import { errorMessage } from "@/lib/api/client";
import { useRemoveAvatar, useUpdateProfile, useUploadAvatar } from "./queries";
import { AVATAR_MAX_BYTES, AVATAR_TYPES, updateProfileSchema, type Profile, type UpdateProfileInput } from "../schema";

const ROLE_LABEL: Record<string, string> = { admin: "Admin", staff: "Staff", user: "Learner" };

type Output = z.output<typeof updateProfileSchema>;

export function ProfileDetailsCard({ profile }: { profile: Profile }) {
  const router = useRouter();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<UpdateProfileInput, unknown, Output>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { name: profile.name, phoneNumber: profile.phoneNumber ?? "" },
  });

  function onSubmit(values: Output) {
    update.mutate(
      { name: values.name, phoneNumber: values.phoneNumber ?? null },
      {
        onSuccess: (res) => {
          reset({ name: res.data.profile.name, phoneNumber: res.data.profile.phoneNumber ?? "" });
          toast.success("Profile updated");
          router.refresh();
        },
        onError: (error) => {
          applyServerErrors(error, setError, ["name", "phoneNumber"]);
          toast.error(errorMessage(error, "Failed to update your profile. Please try again."));
        },
      },
    );
  }

  return (
    <Card>
      <SettingsCardHeader title="Personal information" description="Your name and picture appear across Masterly." />
      <CardContent className="space-y-6">
        <AvatarField profile={profile} />
        <form id="profile-details" onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5 md:grid-cols-2" aria-label="Personal information">
          <FormField id="name" label="Full name" error={errors.name?.message} className="space-y-2">
            {(control) => <Input {...control} autoComplete="name" {...register("name")} />}
          </FormField>
          <FormField id="phoneNumber" label="Phone number" error={errors.phoneNumber?.message} className="space-y-2">
            {(control) => <Input {...control} type="tel" autoComplete="tel" placeholder="+1 555 0100" {...register("phoneNumber")} />}
          </FormField>
          <FormField id="email" label="Email" hint="Your sign-in address. Ask an administrator to change it." className="space-y-2 md:col-span-2">
            {(control) => <Input {...control} type="email" value={profile.email} readOnly className="bg-muted" />}
          </FormField>
        </form>
      </CardContent>
      <CardFooter className="justify-end border-t pt-6">
        <SubmitButton form="profile-details" pending={update.isPending} pendingLabel="Saving..." disabled={!isDirty}>
          Save changes
        </SubmitButton>
      </CardFooter>
    </Card>
  );
}

function AvatarField({ profile }: { profile: Profile }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  function onFile(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      toast.error("Please choose a PNG, JPEG or WebP image");
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error("The picture must be 1 MB or smaller");
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        toast.success("Profile picture updated");
        router.refresh();
      },
      onError: (error) => toast.error(errorMessage(error, "The picture could not be uploaded. Please try again.")),
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <UserAvatar name={profile.name} src={profile.avatar} className="size-20 text-lg" />
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{profile.name}</p>
          <Badge variant="secondary">{ROLE_LABEL[profile.role] ?? profile.role}</Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(",")}
            className="sr-only"
            tabIndex={-1}
            aria-label="Profile picture file"
            onChange={(e) => onFile(e.target.files?.[0])}
          />
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden />
            {upload.isPending ? "Uploading..." : "Upload picture"}
          </Button>
          {profile.avatar && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    toast.success("Profile picture removed");
                    router.refresh();
                  },
                  onError: (error) => toast.error(errorMessage(error, "The picture could not be removed. Please try again.")),
                })
              }
            >
              <Trash2 aria-hidden />
              Remove
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">PNG, JPEG or WebP, up to 1 MB.</p>
      </div>
    </div>
  );
}
