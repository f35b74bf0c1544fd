// The app directory walked once for everyone who needs its routes: the pages proxy.ts knows
// (next.config.ts hands them over through `env`), the OpenAPI registry of route modules
// (scripts/api-registry.ts) and the route-handler tests that call every route
// (test/security/routes.ts). Adding a page or a route needs no list kept by hand.
//
// proxy.ts logs any path that is not a page as a 404 (docs/product.md §8): the log cannot live in
// app/not-found.tsx, which Next renders alongside every page, nor in a catch-all page, whose
// notFound() Next does not server-render.
import fs from "node:fs";
import path from "node:path";

/** The app directory of this checkout. */
export const APP_DIR = path.resolve(import.meta.dirname, "../app");

export type AppFile = {
  /** The folder names from the app directory down to the file's folder: ["api", "admin", "[id]"]. */
  segments: string[];
  /** The file's own name: "route.ts", "page.tsx", "icon.svg". */
  name: string;
  /** Its absolute path. */
  file: string;
};

/** Every file under `appDir`; `enter` decides which folders are walked into (all by default). */
export function appFiles(appDir: string = APP_DIR, enter: (folder: string) => boolean = () => true): AppFile[] {
  const found: AppFile[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (enter(entry.name)) walk(path.join(dir, entry.name), [...segments, entry.name]);
      } else found.push({ segments, name: entry.name, file: path.join(dir, entry.name) });
    }
  };
  walk(appDir, []);
  return found;
}

// ── API routes ───────────────────────────────────────────────────────────────────────────────────

export type ApiRoute = {
  /** The route's folder under app/ as a path: "/api/admin/students/[id]" (also its import path under "@/app"). */
  pattern: string;
  /** The absolute path of its route.ts. */
  file: string;
};

/** Every API route handler (each route.ts under app/api), sorted by pattern. */
export function apiRoutes(appDir: string = APP_DIR): ApiRoute[] {
  const apiDir = path.join(appDir, "api");
  if (!fs.existsSync(apiDir)) return [];
  return appFiles(apiDir)
    .filter((f) => f.name === "route.ts")
    .map((f) => ({ pattern: `/api/${f.segments.join("/")}`.replace(/\/$/, ""), file: f.file }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

// ── Pages (every URL the app answers) ────────────────────────────────────────────────────────────

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
  const routeFiles = new Set(ROUTE_FILES.flatMap((name) => extensions.map((ext) => `${name}.${ext}`)));
  for (const { segments, name } of appFiles(appDir, (folder) => segmentPattern(folder) !== null)) {
    const prefix = segments.map((segment) => segmentPattern(segment) as string).join("");
    if (routeFiles.has(name)) patterns.add(`^${prefix || "/"}${prefix ? "/?" : ""}$`);
    const stem = name.replace(/\.[^.]+$/, "");
    if (METADATA.test(stem)) patterns.add(`^${prefix}/${escape(stem)}(?:[.-][^/]*)?$`);
  }
  return [...patterns].sort();
}
