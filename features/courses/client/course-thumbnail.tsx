import Image from "next/image";
import { ImageIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Decorative: the course title always sits beside it, so the image itself has empty alt text. */
export function CourseThumbnail({ src, className, priority }: { src: string | null; className?: string; priority?: boolean }) {
  if (!src) {
    return (
      <span className={cn("flex aspect-video w-16 items-center justify-center rounded-md bg-muted", className)}>
        <ImageIcon className="size-4 text-muted-foreground" aria-hidden />
      </span>
    );
  }
  return (
    <span className={cn("relative block aspect-video w-16 overflow-hidden rounded-md bg-muted", className)}>
      {/* Bundled SVGs and checked uploads are served as they are; nothing to optimise. */}
      <Image src={src} alt="" fill sizes="(max-width: 768px) 100vw, 320px" className="object-cover" unoptimized priority={priority} />
    </span>
  );
}
