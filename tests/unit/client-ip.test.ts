import { clientIpFrom } from "@/lib/server/request-origin";

const PEER = "x-quotaproof-peer";
const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

describe("clientIpFrom", () => {
  it("with no trusted proxy, takes the socket address server.mjs passes on and ignores X-Forwarded-For", () => {
    const config = { hops: 0, peerHeader: PEER };
    expect(clientIpFrom(request({ [PEER]: "::ffff:127.0.0.5", "x-forwarded-for": "1.2.3.4" }), config)).toBe(
      "127.0.0.5",
    );
    expect(clientIpFrom(request({ [PEER]: "2001:db8:0:0::1" }), config)).toBe("2001:db8::1");
    // Without the header (never the case under server.mjs) nothing a client wrote is believed.
    expect(clientIpFrom(request({ "x-forwarded-for": "1.2.3.4" }), config)).toBe("unknown");
  });

  it("behind N proxies, takes the Nth X-Forwarded-For entry from the right", () => {
    const headers = { [PEER]: "10.0.0.2", "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.1" };
    expect(clientIpFrom(request(headers), { hops: 1, peerHeader: PEER })).toBe("10.0.0.1");
    expect(clientIpFrom(request(headers), { hops: 2, peerHeader: PEER })).toBe("203.0.113.9");
    // Fewer entries than proxies: the request skipped one, so only the socket is trusted.
    expect(clientIpFrom(request(headers), { hops: 4, peerHeader: PEER })).toBe("10.0.0.2");
    // Vercel (one hop, no server.mjs): its edge's entry.
    expect(clientIpFrom(request({ "x-forwarded-for": "198.51.100.7" }), { hops: 1, peerHeader: undefined })).toBe(
      "198.51.100.7",
    );
  });

  it("under next dev (no server.mjs), falls back to the rightmost entry; garbage is unknown", () => {
    const config = { hops: 0, peerHeader: undefined };
    expect(clientIpFrom(request({ "x-forwarded-for": "1.2.3.4, ::1" }), config)).toBe("::1");
    expect(clientIpFrom(request({ "x-forwarded-for": "not-an-address" }), config)).toBe("unknown");
    expect(clientIpFrom(request({}), config)).toBe("unknown");
  });
});
