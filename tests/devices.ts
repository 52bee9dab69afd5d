// The manager's own device and network: a browser other than the rep's, on a network the rep never signed in from.
// Every test runs on one machine, so the rep and everyone else connect from 127.0.0.1; a signature counts by itself
// only from another network AND another device, so the manager's requests leave from another loopback address
// (127.x.y.z outside 127.0.0.0/24): through AddressedClient for HTTP, through a small forwarding proxy for a browser.
import http from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import { AddressedClient } from "./api/from-address";
import { BASE_URL } from "./base-url";

export const MANAGER_USER_AGENT =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15 ManagerLaptop";

/** Context options for the manager's browser or HTTP client (the browser also needs `managerNetwork()`). */
export const managerDevice = { userAgent: MANAGER_USER_AGENT } as const;

/** A loopback address on another /24 than 127.0.0.1's. */
export function otherNetworkAddress(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `127.${byte()}.${byte()}.${byte()}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors Playwright, whose json() is any
type Answer = { status: () => number; json: () => Promise<any>; text: () => Promise<string>; ok: () => boolean };

/**
 * The manager's HTTP client, shaped like the part of Playwright's APIRequestContext the tests use (post with
 * `{ data }`, get, dispose), whose connections leave from another network.
 */
export function managerRequest(baseURL: string = BASE_URL) {
  const client = new AddressedClient(otherNetworkAddress(), baseURL);
  const wrap = (r: Awaited<ReturnType<AddressedClient["get"]>>): Answer => ({
    status: () => r.status,
    ok: () => r.status >= 200 && r.status < 300,
    json: async () => r.json(),
    text: async () => r.text,
  });
  const headers = { "user-agent": MANAGER_USER_AGENT };
  return {
    post: async (path: string, options: { data?: unknown } = {}) =>
      wrap(await client.post(path, options.data, headers)),
    get: async (path: string) => wrap(await client.get(path, headers)),
    dispose: async () => undefined,
  };
}

/**
 * A forwarding HTTP proxy whose outgoing connections leave from another network, for a browser context:
 * `browser.newContext({ ...managerDevice, proxy: await managerNetwork() })`. One per test file is enough.
 */
export async function managerNetwork(): Promise<{ server: string; bypass: string }> {
  const localAddress = otherNetworkAddress();
  const proxy = http.createServer((req, res) => {
    const target = new URL(req.url ?? "/");
    const upstream = http.request(
      target,
      { method: req.method, headers: req.headers, localAddress, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  // Playwright's own request client (page.request) tunnels through CONNECT, even for plain http.
  proxy.on("connect", (req: http.IncomingMessage, client: Socket, head: Buffer) => {
    const [host = "127.0.0.1", port = "80"] = (req.url ?? "").split(":");
    const upstream = net.connect({ host, port: Number(port), localAddress }, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxy.unref();
  // Chromium sends loopback requests around any proxy unless told not to ("<-loopback>").
  return { server: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, bypass: "<-loopback>" };
}
