"use client";

// The public pages' icon sprite (icon.tsx), rendered once per page by SiteHeader. A client
// component without props: its markup is in the HTML and its source in a cached script, never in
// the page's React Server Components payload; one element to hydrate.
import { SPRITE_SYMBOLS } from "./icon-sprite-data";

export function IconSprite() {
  return <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden" dangerouslySetInnerHTML={{ __html: SPRITE_SYMBOLS }} />;
}
