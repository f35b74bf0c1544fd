// Types for compression.mjs (plain JavaScript, as server.mjs imports it without a build).
import type { IncomingMessage, ServerResponse } from "node:http";

export function prefersGzip(header: string | string[] | undefined): boolean;
export function isSharedCacheable(res: ServerResponse): boolean;

export type Compression = ((req: IncomingMessage, res: ServerResponse) => void) & {
  stats: () => { entries: number; bytes: number; maxBytes: number };
};

export function createCompression(options?: { maxBytes?: number }): Compression;
