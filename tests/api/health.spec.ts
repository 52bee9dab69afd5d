// GET /api/health tells a load balancer the truth: 503 while the database does not answer.
import { expect, test } from "./helpers";
import { freePort, serverEnv, startServer, stopServer } from "./server-process";

test("health answers 503 when the database is unreachable, and the error stays inside", async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  // Nothing listens on port 1: every connection is refused.
  const env = { ...serverEnv(".data/unused"), DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" };
  const server = await startServer(".data/unused", port, { command: ["npx", "next", "start"], env, readyStatus: 503 });
  try {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "down" });

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@example.com", password: "secret1" }),
    });
    expect(login.status).toBe(500);
    const body = await login.text();
    expect(JSON.parse(body).error.code).toBe("internal_error");
    expect(body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at \w+ \(/);
  } finally {
    await stopServer(server, "SIGKILL");
  }
});
