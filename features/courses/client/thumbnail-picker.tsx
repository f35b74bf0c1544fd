"use client";

import { useId, useState } from "react";
import { Ban, Upload } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api/client";
import { useUploadThumbnail } from "./queries";
import { cn } from "@/lib/utils";
import { BUNDLED_THUMBNAILS, THUMBNAIL_MAX_BYTES, UPLOADED_THUMBNAIL_PREFIX } from "../schema";
import { CourseThumbnail } from "./course-thumbnail";

const ACCEPTED = ["image/png", "image/jpeg", "image/webp"];

function Option({
  name,
  value,
  checked,
  onSelect,
  label,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        "relative flex cursor-pointer flex-col gap-1 rounded-lg border-2 p-1 text-xs transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
        checked ? "border-primary bg-accent" : "border-transparent hover:bg-muted",
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onSelect(value)} className="sr-only" />
      {children}
      <span className="truncate text-center">{label}</span>
    </label>
  );
}

/** A bundled image from public/images/courses, an upload (PNG, JPEG or WebP up to 2 MB), or none. */
export function ThumbnailPicker({
  value,
  onChange,
  error,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  describedBy?: string;
}) {
  const name = useId();
  const fileId = useId();
  const upload = useUploadThumbnail();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const isUpload = value.startsWith(UPLOADED_THUMBNAIL_PREFIX);

  function pick(file: File | undefined) {
    setUploadError(null);
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setUploadError("Thumbnails must be PNG, JPEG or WebP images");
    if (file.size > THUMBNAIL_MAX_BYTES) return setUploadError("Thumbnails must be at most 2 MB");
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: (e) => setUploadError(errorMessage(e, "The image could not be uploaded. Please try again.")),
    });
  }

  const message = uploadError ?? error;
  return (
    <fieldset className="grid gap-2" aria-describedby={message ? describedBy : undefined} aria-invalid={message ? true : undefined}>
      <legend className="mb-2 text-sm font-medium">Thumbnail</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        <Option name={name} value="" checked={value === ""} onSelect={onChange} label="No image">
          <span className="flex aspect-video w-full items-center justify-center rounded-md bg-muted">
            <Ban className="size-4 text-muted-foreground" aria-hidden />
          </span>
        </Option>
        {BUNDLED_THUMBNAILS.map((t) => (
          <Option key={t.src} name={name} value={t.src} checked={value === t.src} onSelect={onChange} label={t.label}>
            <CourseThumbnail src={t.src} className="w-full" />
          </Option>
        ))}
        {isUpload && (
          <Option name={name} value={value} checked onSelect={onChange} label="Uploaded image">
            <CourseThumbnail src={value} className="w-full" />
          </Option>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={fileId}
          className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-input bg-background px-3 text-sm font-medium shadow-xs hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
        >
          {upload.isPending ? <Spinner label="Uploading" /> : <Upload className="size-4" aria-hidden />}
          Upload image
          <input
            id={fileId}
            type="file"
            accept={ACCEPTED.join(",")}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
        <span className="text-xs text-muted-foreground">PNG, JPEG or WebP, up to 2 MB</span>
      </div>
      {message && (
        <p id={describedBy} role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
    </fieldset>
  );
}
