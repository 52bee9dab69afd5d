// ADMIN_EMAIL never silently promotes an existing account: whoever registered that address first stays a user
// unless ADMIN_PASSWORD is their own password. A production server of the test's own, restarted on its database.
import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest } from "@playwright/test";
import { expect, test, uniqueSuffix } from "./helpers";
import { ownServerProblem } from "./production-build";
import { freePort, serverEnv, startServer, stopServer } from "./server-process";

const skipReason = ownServerProblem();
test.skip(skipReason !== null, skipReason ?? "");
test.describe.configure({ timeout: 240_000 });

test("an existing account named by ADMIN_EMAIL is promoted only with its own password", async () => {
  const dir = path.join(".data", `test-admin-${uniqueSuffix()}`);
  const port = await freePort();
  const email = `first-${uniqueSuffix()}@example.com`;
  const password = `pw-${uniqueSuffix()}`;
  const roleAfterBoot = async (adminPassword: string) => {
    const server = await startServer(dir, port, {
      env: { ...serverEnv(dir), ADMIN_EMAIL: email, ADMIN_PASSWORD: adminPassword },
    });
    try {
      const api = await playwrightRequest.newContext({ baseURL: server.url });
      expect((await api.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
      const role = ((await (await api.get("/api/auth/me")).json()) as { role: string }).role;
      await api.dispose();
      return { role, log: server.output() };
    } finally {
      await stopServer(server, "SIGTERM");
    }
  };
  try {
    // Someone registers the address before the operator configures it.
    const first = await startServer(dir, port);
    const api = await playwrightRequest.newContext({ baseURL: first.url });
    expect(
      (
        await api.post("/api/auth/register", {
          data: { email, password, fullName: "First Comer", username: `first_${uniqueSuffix()}` },
        })
      ).status(),
    ).toBe(201);
    await api.dispose();
    await stopServer(first, "SIGTERM");

    const refused = await roleAfterBoot("operator-password-123");
    expect(refused.role).toBe("user");
    expect(refused.log).toContain("was NOT made an administrator");
    // The account's own password proves the operator holds it.
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await roleAfterBoot(password)).role).toBe("admin");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.lock`, { force: true });
  }
});
