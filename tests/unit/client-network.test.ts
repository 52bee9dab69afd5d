// The network rule for manager signatures: same /24 (IPv4, mapped IPv6 included) or /64 (IPv6), browser families.
import { browserFamily, networkOf, sameNetwork } from "@/lib/client-network";

describe("networkOf and sameNetwork", () => {
  it("groups IPv4 addresses by /24, IPv4-mapped IPv6 as IPv4", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.0/24");
    expect(sameNetwork("203.0.113.7", "203.0.113.250")).toBe(true);
    expect(sameNetwork("203.0.113.7", "::ffff:203.0.113.9")).toBe(true);
    expect(sameNetwork("203.0.113.7", "203.0.114.7")).toBe(false);
    expect(sameNetwork("127.0.0.1", "127.0.0.1")).toBe(true);
  });

  it("groups IPv6 addresses by /64", () => {
    expect(sameNetwork("2001:db8:1:2::1", "2001:db8:1:2:ffff::9")).toBe(true);
    expect(sameNetwork("2001:db8:1:2::1", "2001:db8:1:3::1")).toBe(false);
    expect(networkOf("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
  });

  it("never matches an unknown or malformed address", () => {
    expect(networkOf(null)).toBeNull();
    expect(networkOf("not an ip")).toBeNull();
    expect(sameNetwork(null, null)).toBe(false);
    expect(sameNetwork("garbage", "garbage")).toBe(false);
  });
});

describe("browserFamily", () => {
  it("names the browser, not its version or device", () => {
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    const firefoxMac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0";
    const chrome =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
    expect(browserFamily(firefox)).toBe("firefox");
    expect(browserFamily(firefoxMac)).toBe(browserFamily(firefox));
    expect(browserFamily(chrome)).toBe("chrome");
  });

  it("falls back to the first product token, and is null without a User-Agent", () => {
    expect(browserFamily("curl/8.5.0")).toBe("curl");
    expect(browserFamily("Playwright/1.65.0 (x64; debian 12) node/20.20")).toBe("playwright");
    expect(browserFamily(null)).toBeNull();
    expect(browserFamily("   ")).toBeNull();
  });
});
