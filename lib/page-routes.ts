// The pages the app serves, read from the app directory when Next loads its config (next.config.ts
// hands them to proxy.ts through `env`), so adding a page needs no list kept by hand. proxy.ts logs
// any other path as a 404 (docs/product.md §8): the log cannot live in app/not-found.tsx, which Next renders
// alongside every page, nor in a catch-all page, whose notFound() Next does not server-render.
import fs from "node:fs";
import path from "node:path";

const ROUTE_FILES = ["page", "route"];
// Metadata files Next serves as routes of their folder (icon.svg, opengraph-image.png, robots.txt…).
const METADATA = /^(icon|apple-icon|opengraph-image|twitter-image|robots|sitemap|manifest)\d*$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The regular expression (as source) for one folder's URL path; null for folders that are not URLs. */
function segmentPattern(segment: string): string | null {
  if (/^\(.+\)$/.test(segment)) return ""; // route group: no URL segment
  if (segment.startsWith("@")) return ""; // parallel route slot
  if (segment.startsWith("_")) return null; // private folder
  const optionalCatchAll = /^\[\[\.\.\..+\]\]$/.test(segment);
  if (optionalCatchAll) return "(?:/.+)?";
  if (/^\[\.\.\..+\]$/.test(segment)) return "/.+";
  if (/^\[.+\]$/.test(segment)) return "/[^/]+";
  return `/${escape(segment)}`;
}

/** Every page and route handler folder under `appDir`, as anchored regular expression sources. */
export function pageRoutePatterns(appDir: string, extensions: string[]): string[] {
  const patterns = new Set<string>(["^/_not-found$"]);
  const names = (base: string[]) => new Set(base.flatMap((name) => extensions.map((ext) => `${name}.${ext}`)));
  const routeFiles = names(ROUTE_FILES);
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const part = segmentPattern(entry.name);
        if (part !== null) walk(path.join(dir, entry.name), prefix + part);
        continue;
      }
      if (routeFiles.has(entry.name)) patterns.add(`^${prefix || "/"}${prefix ? "/?" : ""}$`);
      const stem = entry.name.replace(/\.[^.]+$/, "");
      if (METADATA.test(stem)) patterns.add(`^${prefix}/${escape(stem)}(?:[.-][^/]*)?$`);
    }
  };
  walk(appDir, "");
  return [...patterns].sort();
}
