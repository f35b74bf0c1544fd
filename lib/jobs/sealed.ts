// Job payloads that carry a secret (an email's body holds a single-use link) are sealed with
// AES-256-GCM under a key derived from NEXTAUTH_SECRET, so the queue's rows at rest, a database dump
// or the Jobs screen never show a working token (docs/security.md). Rotating the secret leaves
// jobs sealed with the old one unreadable: they fail with a message that says so.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { getEnv } from "@/lib/env";

const VERSION = "v1";

function key(): Buffer {
  return createHash("sha256").update(`masterly-job-payload\u0000${getEnv().NEXTAUTH_SECRET}`).digest();
}

export function seal(value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

export function unseal<T>(sealed: string): T {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || !body) throw new Error("The job's sealed payload is malformed");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const text = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    return JSON.parse(text) as T;
  } catch {
    throw new Error("The job's sealed payload cannot be opened: NEXTAUTH_SECRET changed since it was enqueued");
  }
}
