// A Lucide icon as a reference into the page's icon sprite (icon-sprite.tsx): each icon's path data
// is in the page once, as a <symbol>, and every place that draws it sends only
// `<svg class="i …"><use href="#i-Name"/></svg>` (the landing page draws 65 icons, 30 distinct).
// No client component: it renders on the server or inside an island alike. Decorative (aria-hidden).
// The stroke and fill come from the `.i` rule in app/globals.css (layer base), so a utility such as
// `fill-amber-400` still fills a star.
import { cx } from "./cx";
import type { IconNode } from "./icon-paths";
import { iconId } from "./icon-sprite-data";

export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg width={24} height={24} aria-hidden="true" className={cx("i", className)}>
      <use href={`#${iconId(icon)}`} />
    </svg>
  );
}

/** An icon centred on a coloured tile (`className`: the tile's size, shape and colours). */
export function IconTile({ icon, className, iconClassName }: { icon: IconNode; className: string; iconClassName: string }) {
  return (
    <span className={cx("flex items-center justify-center", className)}>
      <Icon icon={icon} className={iconClassName} />
    </span>
  );
}
