// Serves the production build (.next) with Next.js's documented custom server, as a platform without `next start`
// does: `next({ dev: false })` and `getRequestHandler()` on a plain http server. Unlike `next start` (and the app's
// own server.mjs) it tells the app nothing about where it listens, so a page that needs a request to its own
// server cannot find it. Usage: node tests/support/custom-server.mjs -p <port> [-H <hostname>]
import http from "node:http";
import next from "next";

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

const port = Number.parseInt(option("-p", process.env.PORT ?? "3000"), 10);
const hostname = option("-H", "127.0.0.1");

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error("[custom-server] request failed:", error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, hostname, () => console.log(`custom server ready on http://${hostname}:${port}`));

// The test stops it with SIGTERM: close the app (and with it the embedded database's folder lock), then exit.
process.on("SIGTERM", () => {
  server.close();
  app
    .close()
    .catch(() => {})
    .finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 5_000).unref();
});
