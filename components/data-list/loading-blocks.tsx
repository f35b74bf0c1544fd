// A part of a screen while its data loads: a status region, named for screen readers, holding
// placeholder blocks in the shape of what will come (one class list per block).
import { Skeleton } from "@/components/ui/skeleton";

export function LoadingBlocks({ label, className, blocks }: { label: string; className: string; blocks: readonly string[] }) {
  return (
    <div className={className} role="status" aria-label={label}>
      {blocks.map((block, i) => (
        <Skeleton key={i} className={block} />
      ))}
    </div>
  );
}
