// The production server (`npm start`): Next's documented custom server, for one reason. Under `next start` a route
// cannot tell the connection's own address from an X-Forwarded-For header the client wrote itself (Next fills that
// header from the socket only when the client sent none). Here every request gets the socket address in a header of
// our own, after any copy the client sent is removed; lib/server/request-origin.ts reads it when TRUSTED_PROXY_HOPS
// is 0 (no proxy in front). Usage: node server.mjs [-p <port>] [-H <hostname>] (or PORT / HOSTNAME).
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";

const PEER_HEADER = "x-quotaproof-peer";
// A test's label for a request: the statements the request sends (after() included) carry it, so the write watch of
// the test server (lib/server/write-watch.ts, off unless DEV_OUTBOX) can tell whose writes they are.
const WATCH_HEADER = "x-quotaproof-watch";
const requestLabels = (globalThis.__quotaproofRequestLabel ??= new AsyncLocalStorage());

function option(names, fallback) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    for (const name of names) {
      if (arg === name && args[i + 1] !== undefined) return args[i + 1];
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    }
  }
  return fallback;
}

const port = Number.parseInt(option(["-p", "--port"], process.env.PORT || "3000"), 10);
const hostname = option(["-H", "--hostname"], process.env.HOSTNAME || undefined);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`server.mjs: invalid port ${port}`);
  process.exit(1);
}

// Set before Next loads: the app trusts the peer header only in a process this file started (lib/env.ts).
process.env.NODE_ENV ??= "production";
process.env.QUOTAPROOF_PEER_HEADER = PEER_HEADER;

const { default: next } = await import("next");
const app = next({ dev: false, hostname: hostname ?? "localhost", port });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  // Whatever the client sent under this name is dropped; the socket's address is the only value.
  delete req.headers[PEER_HEADER];
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
  const label = req.headers[WATCH_HEADER];
  const serve = () =>
    handle(req, res).catch((error) => {
      console.error("[server] request failed:", error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  if (typeof label === "string" && label) requestLabels.run(label, serve);
  else serve();
});

// An idle kept-alive connection is closed after 65 s, not Node's 5 s: a client (or a load balancer, whose idle limit
// is commonly 60 s) that sends on a connection at the moment the server closes it gets a reset instead of an answer.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => {
  const address = server.address();
  const shown = hostname && hostname !== "0.0.0.0" && hostname !== "::" ? hostname : "localhost";
  const origin = `http://${shown.includes(":") ? `[${shown}]` : shown}:${typeof address === "object" && address ? address.port : port}`;
  console.log(`▲ QuotaProof ready on ${origin}`);
});

// A clean stop (SIGTERM from a platform, Ctrl+C): stop taking connections, let Next finish, then exit, which
// releases the embedded database's folder lock (lib/server/db/lock.ts) as `next start` does.
let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  const code = signal === "SIGINT" ? 130 : 143;
  setTimeout(() => process.exit(code), 10_000).unref();
  server.close(() => {
    app
      .close()
      .catch((error) => console.error("[server] close failed:", error))
      .finally(() => process.exit(code));
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
