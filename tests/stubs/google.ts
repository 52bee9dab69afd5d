// A stand-in for Google's OAuth and Drive upload endpoints on a local port, for the Google Slides tests: it
// answers like Google for the calls the app makes and checks them as Google would (client credentials, the
// redirect URI, PKCE: the S256 of the code_verifier must equal the code_challenge sent to authorize, the bearer
// token and its expiry, a multipart body whose metadata asks for Slides and whose media is a real .pptx).
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

const CLIENT_ID = "stub-client-id.apps.googleusercontent.com";
const CLIENT_SECRET = "stub-client-secret";
const PPTX_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const SLIDES_TYPE = "application/vnd.google-apps.presentation";

export type StubUpload = { accessToken: string; name: string; mediaBytes: number };

export type GoogleStub = {
  url: string;
  /** The GOOGLE_* environment that points a server at this stub. */
  env: Record<string, string>;
  /** Lifetime in seconds of the access tokens issued from now on. */
  accessTokenLifetime: number;
  /** Uploads answer 500 while true. */
  failUploads: boolean;
  authorizeRequests: URLSearchParams[];
  tokenRequests: URLSearchParams[];
  /** Access tokens issued, in order. */
  issuedAccessTokens: string[];
  uploads: StubUpload[];
  /** Uploads refused with 401 (unknown or expired token). */
  refusedUploads: number;
  /** Every access token stops working (as when a user signs out everywhere); refresh tokens still work. */
  revokeAccessTokens(): void;
  /** Every refresh token stops working (the user removed the app's access). */
  revokeRefreshTokens(): void;
  close(): Promise<void>;
};

const random = () => randomBytes(16).toString("hex");

export async function startGoogleStub(): Promise<GoogleStub> {
  const codes = new Map<string, { redirectUri: string; challenge: string }>(); // code → what it was issued for
  const accessTokens = new Map<string, number>(); // token → expiry (ms)
  const refreshTokens = new Set<string>();

  const issueAccessToken = () => {
    const token = `ya29.stub-${random()}`;
    accessTokens.set(token, Date.now() + stub.accessTokenLifetime * 1000);
    stub.issuedAccessTokens.push(token);
    return token;
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", stub.url);

    if (req.method === "GET" && url.pathname === "/o/oauth2/v2/auth") {
      const params = url.searchParams;
      stub.authorizeRequests.push(params);
      const redirectUri = params.get("redirect_uri");
      if (params.get("client_id") !== CLIENT_ID || !redirectUri || params.get("response_type") !== "code") {
        return json(res, 400, { error: "invalid_request" });
      }
      const challenge = params.get("code_challenge") ?? "";
      if (params.get("code_challenge_method") !== "S256" || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
        return json(res, 400, { error: "invalid_request", error_description: "code_challenge (S256) is required" });
      }
      // The user consents at once: back to the app with a code and the state it sent.
      const code = `4/stub-${random()}`;
      codes.set(code, { redirectUri, challenge });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", params.get("state") ?? "");
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }

    if (req.method === "POST" && url.pathname === "/token") {
      const params = new URLSearchParams(body.toString("utf8"));
      stub.tokenRequests.push(params);
      if (params.get("client_id") !== CLIENT_ID || params.get("client_secret") !== CLIENT_SECRET) {
        return json(res, 401, { error: "invalid_client" });
      }
      if (params.get("grant_type") === "authorization_code") {
        const code = params.get("code") ?? "";
        const issued = codes.get(code);
        codes.delete(code); // single use, even when the rest is wrong
        if (!issued || issued.redirectUri !== params.get("redirect_uri")) {
          return json(res, 400, { error: "invalid_grant" });
        }
        const verifier = params.get("code_verifier") ?? "";
        if (createHash("sha256").update(verifier).digest("base64url") !== issued.challenge) {
          return json(res, 400, { error: "invalid_grant", error_description: "Invalid code verifier." });
        }
        const refreshToken = `1//stub-${random()}`;
        refreshTokens.add(refreshToken);
        return json(res, 200, {
          access_token: issueAccessToken(),
          expires_in: stub.accessTokenLifetime,
          refresh_token: refreshToken,
          scope: "https://www.googleapis.com/auth/drive.file",
          token_type: "Bearer",
        });
      }
      if (params.get("grant_type") === "refresh_token") {
        if (!refreshTokens.has(params.get("refresh_token") ?? "")) return json(res, 400, { error: "invalid_grant" });
        return json(res, 200, {
          access_token: issueAccessToken(),
          expires_in: stub.accessTokenLifetime,
          token_type: "Bearer",
        });
      }
      return json(res, 400, { error: "unsupported_grant_type" });
    }

    if (req.method === "POST" && url.pathname === "/upload/drive/v3/files") {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
      const expiry = accessTokens.get(token);
      if (expiry === undefined || expiry <= Date.now()) {
        stub.refusedUploads += 1;
        return json(res, 401, { error: { code: 401, message: "Request had invalid authentication credentials." } });
      }
      if (stub.failUploads) return json(res, 500, { error: { code: 500, message: "Internal error (stub)" } });
      const problem = checkUpload(url, req.headers["content-type"] ?? "", body);
      if (typeof problem === "string") return json(res, 400, { error: { code: 400, message: problem } });
      stub.uploads.push({ accessToken: token, name: problem.name, mediaBytes: problem.mediaBytes });
      const id = `stub-presentation-${random()}`;
      return json(res, 200, { id, webViewLink: `https://docs.google.com/presentation/d/${id}/edit?usp=drivesdk` });
    }

    json(res, 404, { error: "not found" });
  };
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { error: String(error) }));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stub: GoogleStub = {
    url: base,
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_AUTH_URL: `${base}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_DRIVE_UPLOAD_URL: `${base}/upload/drive/v3/files`,
    },
    accessTokenLifetime: 3600,
    failUploads: false,
    authorizeRequests: [],
    tokenRequests: [],
    issuedAccessTokens: [],
    uploads: [],
    refusedUploads: 0,
    revokeAccessTokens: () => accessTokens.clear(),
    revokeRefreshTokens: () => refreshTokens.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return stub;
}

/** A Drive multipart upload as the app must send it, or what is wrong with it. */
function checkUpload(url: URL, contentType: string, body: Buffer): { name: string; mediaBytes: number } | string {
  if (url.searchParams.get("uploadType") !== "multipart") return "uploadType must be multipart";
  if (!url.searchParams.get("fields")?.includes("webViewLink")) return "fields must ask for webViewLink";
  const boundary = /^multipart\/related;\s*boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) return "Content-Type must be multipart/related with a boundary";
  const parts = split(body, Buffer.from(`--${boundary}`)).slice(1, -1);
  if (parts.length !== 2) return `expected 2 parts, got ${parts.length}`;
  const [metadataPart, mediaPart] = parts.map(parsePart) as [
    ReturnType<typeof parsePart>,
    ReturnType<typeof parsePart>,
  ];
  if (!/^application\/json/.test(metadataPart.headers["content-type"] ?? ""))
    return "the first part must be JSON metadata";
  const metadata = JSON.parse(metadataPart.body.toString("utf8")) as { name?: string; mimeType?: string };
  if (metadata.mimeType !== SLIDES_TYPE) return `metadata mimeType must be ${SLIDES_TYPE}`;
  if (!metadata.name) return "metadata must name the file";
  if (mediaPart.headers["content-type"] !== PPTX_TYPE) return "the media part must be a .pptx";
  const media = mediaPart.body;
  const isZip = media.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (!isZip || !media.includes("ppt/presentation.xml") || !media.includes("ppt/slides/slide1.xml")) {
    return "the media is not a PowerPoint file";
  }
  return { name: metadata.name, mediaBytes: media.length };
}

function split(buffer: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = buffer.indexOf(separator); at !== -1; at = buffer.indexOf(separator, start)) {
    parts.push(buffer.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(buffer.subarray(start));
  return parts;
}

/** "\r\nHeader: value\r\n\r\n<body>\r\n" → headers (lower-case names) and body. */
function parsePart(part: Buffer): { headers: Record<string, string>; body: Buffer } {
  const end = part.indexOf("\r\n\r\n");
  const headers = Object.fromEntries(
    part
      .subarray(0, end)
      .toString("utf8")
      .split("\r\n")
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
  );
  return { headers, body: part.subarray(end + 4, part.length - 2) };
}
