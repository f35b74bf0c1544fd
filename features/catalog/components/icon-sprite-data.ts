// The icon sprite's markup and each icon's id, from the path data in icon-paths.ts.
import * as paths from "./icon-paths";
import type { IconNode } from "./icon-paths";

const ids = new Map<IconNode, string>(Object.entries(paths).map(([name, node]) => [node as IconNode, `i-${name}`]));

/** The sprite id of an icon of icon-paths.ts. */
export function iconId(icon: IconNode): string {
  const id = ids.get(icon);
  if (!id) throw new Error("Icon not in features/catalog/components/icon-paths.ts");
  return id;
}

const attr = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** Every icon as a <symbol>: the sprite's inner markup. */
export const SPRITE_SYMBOLS = [...ids]
  .map(([node, id]) => {
    const shapes = node.map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).map(([k, v]) => `${k}="${attr(v)}"`).join(" ")}/>`).join("");
    return `<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`;
  })
  .join("");
