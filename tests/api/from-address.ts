// Requests from a chosen loopback address (127.x.y.z: every one of them reaches the test server on this machine).
// The server takes the caller's address from the connection itself (TRUSTED_PROXY_HOPS=0), so tests that use up
// an address's sign-in allowance need one of their own: a header cannot give it to them, which is the point.
import http from "node:http";
import { BASE_URL } from "../base-url";

/** A loopback address other than 127.0.0.1, random enough for parallel tests not to share one. */
export function loopbackAddress(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `127.${byte()}.${byte()}.${byte()}`;
}

export type AddressedResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: () => unknown;
};

/** A small HTTP client whose connections leave from `address`, with a cookie jar of its own. */
export class AddressedClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly address: string = loopbackAddress(),
    private readonly baseURL: string = BASE_URL,
  ) {}

  /** Adds cookies (e.g. a known-device cookie taken from another context's storage state). */
  withCookies(cookies: { name: string; value: string }[]): this {
    for (const { name, value } of cookies) this.cookies.set(name, value);
    return this;
  }

  request(
    method: string,
    path: string,
    options: { data?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<AddressedResponse> {
    const url = new URL(path, this.baseURL);
    const body = options.form
      ? new URLSearchParams(options.form).toString()
      : options.data === undefined
        ? undefined
        : JSON.stringify(options.data);
    const contentType = options.form ? "application/x-www-form-urlencoded" : "application/json";
    const headers: Record<string, string> = {
      origin: url.origin,
      ...(body === undefined ? {} : { "content-type": contentType }),
      ...(this.cookies.size > 0
        ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
        : {}),
      ...options.headers,
    };
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method, headers, localAddress: this.address, agent: false }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          for (const line of res.headers["set-cookie"] ?? []) {
            const [pair = ""] = line.split(";");
            const at = pair.indexOf("=");
            const name = pair.slice(0, at).trim();
            const value = pair.slice(at + 1).trim();
            if (!name) continue;
            if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
      });
      req.on("error", reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  }

  post(path: string, data?: unknown, headers?: Record<string, string>) {
    return this.request("POST", path, { data, headers });
  }

  /** A form post, as a browser sends an HTML form (e.g. a shared page's password form). */
  postForm(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request("POST", path, { form, headers });
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, { headers });
  }

  /** POST /api/auth/login with these credentials. */
  login(email: string, password: string, headers?: Record<string, string>) {
    return this.post("/api/auth/login", { email, password }, headers);
  }
}
