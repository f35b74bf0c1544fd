// The client address that rate limits are keyed on, with and without a proxy (docs/security.md §4).
import { describe, expect, it } from "vitest";
import { forwardedClient, normalizeAddress, PEER_ADDRESS_HEADER, resolveClientAddress } from "./client-ip";

const direct = { trustProxy: false, hops: 1 };
const proxied = (hops = 1) => ({ trustProxy: true, hops });

describe("resolveClientAddress", () => {
  it("reached directly, uses the peer address server.mjs wrote, whatever the client claims", () => {
    const headers = new Headers({ [PEER_ADDRESS_HEADER]: "::ffff:127.0.0.2", "x-forwarded-for": "203.0.113.9", "x-real-ip": "203.0.113.10" });
    expect(resolveClientAddress(headers, direct, true)).toBe("127.0.0.2");
    expect(resolveClientAddress(new Headers({ [PEER_ADDRESS_HEADER]: "127.0.0.3" }), direct, true)).toBe("127.0.0.3");
  });

  it("does not believe the peer header in a process that server.mjs did not start (anyone could send it)", () => {
    const headers = new Headers({ [PEER_ADDRESS_HEADER]: "127.0.0.2" });
    expect(resolveClientAddress(headers, direct, false)).toBe("unknown");
  });

  it("behind one trusted proxy, takes the right-most X-Forwarded-For entry, not the client-written left-most", () => {
    const headers = new Headers({ [PEER_ADDRESS_HEADER]: "10.0.0.1", "x-forwarded-for": "6.6.6.6, 198.51.100.7" });
    expect(resolveClientAddress(headers, proxied(), true)).toBe("198.51.100.7");
  });

  it("behind two trusted proxies, skips the address the outer proxy appended for the inner one", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.5" });
    expect(resolveClientAddress(headers, proxied(2), true)).toBe("198.51.100.7");
    expect(forwardedClient("198.51.100.7", 3)).toBe("198.51.100.7");
  });

  it("behind a proxy with no forwarding header, falls back to X-Real-IP, then to the peer", () => {
    expect(resolveClientAddress(new Headers({ "x-real-ip": "198.51.100.8" }), proxied(), true)).toBe("198.51.100.8");
    expect(resolveClientAddress(new Headers({ [PEER_ADDRESS_HEADER]: "10.0.0.1" }), proxied(), true)).toBe("10.0.0.1");
  });

  it("ignores entries that are not addresses", () => {
    expect(normalizeAddress("unknown")).toBeNull();
    expect(normalizeAddress("login:direct")).toBeNull();
    expect(normalizeAddress("2001:DB8::1")).toBe("2001:db8::1");
    const headers = new Headers({ [PEER_ADDRESS_HEADER]: "10.0.0.1", "x-forwarded-for": "garbage" });
    expect(resolveClientAddress(headers, proxied(), true)).toBe("10.0.0.1");
  });
});
