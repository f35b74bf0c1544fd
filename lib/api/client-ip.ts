// The client address for rate limits and session records (docs/decisions/014-client-address.md). Next.js gives route
// handlers no socket, so server.mjs (what `npm start` runs) writes the peer address into
// PEER_ADDRESS_HEADER on every request, overwriting whatever the client sent, and marks the
// process so the header is only believed where that server put it.
//
// - Reached directly (TRUST_PROXY off): the socket's peer address.
// - Behind TRUST_PROXY_HOPS trusted proxies that each append the address they saw to
//   X-Forwarded-For: the right-most address the nearest proxy did not vouch for, i.e. the entry
//   TRUST_PROXY_HOPS from the right. Entries further left were written by the client and are ignored.

export const PEER_ADDRESS_HEADER = "x-masterly-client-ip";
/** Set on globalThis by server.mjs: a process flag no request can forge. */
export const PEER_ADDRESS_MARK = Symbol.for("masterly.peerAddressHeader");

export type ProxyTrust = { trustProxy: boolean; hops: number };

/** "::ffff:127.0.0.2" → "127.0.0.2"; anything that is not an address → null. */
export function normalizeAddress(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const address = raw.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return address;
  if (/^[0-9a-f:]+$/i.test(address) && address.includes(":")) return address.toLowerCase();
  return null;
}

export function peerAddressHeaderIsSet(): boolean {
  return (globalThis as Record<symbol, unknown>)[PEER_ADDRESS_MARK] === true;
}

/** The entry `hops` from the right of X-Forwarded-For (the left-most when there are fewer). */
export function forwardedClient(header: string | null, hops: number): string | null {
  if (!header) return null;
  const entries = header.split(",").map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return null;
  return normalizeAddress(entries[Math.max(0, entries.length - hops)]);
}

export function resolveClientAddress(headers: Headers, trust: ProxyTrust, peerHeaderIsSet = peerAddressHeaderIsSet()): string {
  const peer = peerHeaderIsSet ? normalizeAddress(headers.get(PEER_ADDRESS_HEADER)) : null;
  if (trust.trustProxy) {
    // X-Real-IP only when no X-Forwarded-For came at all (a proxy that sets just that header).
    const forwarded = forwardedClient(headers.get("x-forwarded-for"), trust.hops) ?? normalizeAddress(headers.get("x-real-ip"));
    if (forwarded) return forwarded;
  }
  // Without server.mjs (`next dev`, a bare `next start`) the peer is unknown: one shared bucket.
  return peer ?? "unknown";
}
