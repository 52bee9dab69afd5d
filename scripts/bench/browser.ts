// What a browser loads and how soon it can act: the client JavaScript of a page (gzipped) and the dashboard's time
// to interactive, measured with Playwright on Debian's chromium.
import { gzipSync } from "node:zlib";
import { chromium, type BrowserContext } from "@playwright/test";

export const CHROMIUM = "/usr/bin/chromium";
const DEMO = { email: "demo@quotaproof.com", password: "demo1234" };

function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", "--disable-quic"],
  });
}

/** The demo account's session cookie, for tools that take a header (Lighthouse). */
export async function demoCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function signInDemo(context: BrowserContext, base: string): Promise<void> {
  const login = await context.request.post(`${base}/api/auth/login`, { data: DEMO });
  if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);
}

export type PageScripts = { files: { url: string; gzipKb: number }[]; gzipKb: number };

/** Every script a page loads until the network is idle (prefetches included), gzipped. */
export async function pageScripts(url: string, signIn?: string): Promise<PageScripts> {
  const browser = await launch();
  try {
    const context = await browser.newContext();
    if (signIn) await signInDemo(context, signIn);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(response.url());
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const files = [];
    for (const script of scripts) {
      const body = Buffer.from(await (await fetch(script)).arrayBuffer());
      files.push({ url: script, gzipKb: gzipSync(body, { level: 9 }).length / 1024 });
    }
    return { files, gzipKb: files.reduce((sum, f) => sum + f.gzipKb, 0) };
  } finally {
    await browser.close();
  }
}

/** With `-- --files`, each script of a page and its size. */
export function printScripts(label: string, js: PageScripts): void {
  if (!process.argv.includes("--files")) return;
  console.log(`  ${label}:`);
  for (const f of js.files.sort((a, b) => b.gzipKb - a.gzipKb))
    console.log(`  ${f.gzipKb.toFixed(1).padStart(6)} kB  ${new URL(f.url).pathname}`);
}

/**
 * Navigation until a click on a tab switches the panel: the overview drawn and hydrated (its HTML comes from the
 * server, so the click waits for the panel's hydration marker, as a test does), then the tab switched.
 */
export async function timeToInteractive(base: string, runs: number): Promise<number[]> {
  const browser = await launch();
  const times: number[] = [];
  try {
    const context = await browser.newContext();
    await signInDemo(context, base);
    for (let i = 0; i < runs + 1; i++) {
      const page = await context.newPage();
      const start = Date.now();
      await page.goto(`${base}/dashboard`, { waitUntil: "commit" });
      await page.locator("[role=tabpanel] [data-hydrated]").waitFor({ state: "attached" });
      await page.getByRole("tab", { name: "Quota" }).click();
      await page.waitForFunction(() =>
        document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.includes("Quota"),
      );
      if (i > 0) times.push(Date.now() - start); // the first run warms the server
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}
