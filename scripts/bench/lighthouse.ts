// The public pages' budgets, each against the bare page (bench/baseline) in the same run: Lighthouse mobile score,
// LCP as a ratio of the bare page's, CLS, and the client JavaScript the page loads over the bare page's; and the
// signed-in dashboard's Lighthouse score.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pageScripts, printScripts, CHROMIUM } from "./browser";
import { TARGETS, verdict } from "./checks";

// Five, not three: in this machine's headless Chromium about one audit in four shows the first frame about a second
// late whatever the page (docs/performance.md, "Lighthouse: the late first frame is the browser's"), and a median of
// three lands on such an audit whenever two of them do.
const LIGHTHOUSE_RUNS = 5;

type Lighthouse = { score: number; lcpMs: number; cls: number; tbtMs: number; scores: number[] };

/**
 * Lighthouse's default (mobile) performance audit: the figures of the median run by score, and every run's score;
 * `cookie` signs the runs in.
 */
async function lighthouseMobile(url: string, port: number, cookie?: string): Promise<Lighthouse> {
  const runs: Omit<Lighthouse, "scores">[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ["performance"],
      output: "json",
      logLevel: "error",
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    runs.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    });
  }
  const sorted = runs.sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(runs.length / 2)]!, scores: sorted.map((run) => run.score) };
}

export type PublicPage = { label: string; url: string };

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-quic",
    ],
  });

/** The signed-in dashboard's Lighthouse mobile audit (the demo portfolio), with its verdict. */
export async function dashboardLighthouse(url: string, cookie: string): Promise<void> {
  const chrome = await launchChrome();
  let result: Lighthouse;
  try {
    result = await lighthouseMobile(url, chrome.port, cookie);
  } finally {
    chrome.kill();
  }
  console.log(
    `dashboard: Lighthouse mobile ${result.score} (target ≥ ${TARGETS.dashboardLighthouseScore}) ` +
      `${verdict(result.score >= TARGETS.dashboardLighthouseScore)}; LCP ${(result.lcpMs / 1000).toFixed(2)} s, ` +
      `CLS ${result.cls.toFixed(3)}, total blocking time ${result.tbtMs.toFixed(0)} ms (scores ${result.scores.join(", ")})`,
  );
}

/** Prints each page's four budgets with its verdicts. */
export async function publicPageBudgets(pages: PublicPage[], baselineUrl: string): Promise<void> {
  const chrome = await launchChrome();
  const measured: { page: PublicPage; lighthouse: Lighthouse }[] = [];
  let baseline: Lighthouse;
  try {
    baseline = await lighthouseMobile(baselineUrl, chrome.port);
    for (const page of pages) measured.push({ page, lighthouse: await lighthouseMobile(page.url, chrome.port) });
  } finally {
    chrome.kill();
  }
  const baselineJs = await pageScripts(baselineUrl);
  console.log(
    `baseline page: Lighthouse mobile ${baseline.score}, LCP ${(baseline.lcpMs / 1000).toFixed(2)} s, ` +
      `CLS ${baseline.cls.toFixed(3)}, total blocking time ${baseline.tbtMs.toFixed(0)} ms ` +
      `(scores ${baseline.scores.join(", ")}), client JS ${baselineJs.gzipKb.toFixed(1)} kB gzipped`,
  );
  printScripts("baseline page", baselineJs);
  const jsBudgetKb = baselineJs.gzipKb + TARGETS.pageJsOverBaselineKb;
  for (const { page, lighthouse: result } of measured) {
    const ratio = result.lcpMs / baseline.lcpMs;
    const js = await pageScripts(page.url);
    console.log(
      `${page.label}: Lighthouse mobile ${result.score} (target ≥ ${TARGETS.lighthouseScore}) ${verdict(result.score >= TARGETS.lighthouseScore)}; ` +
        `LCP ${(result.lcpMs / 1000).toFixed(2)} s, ${ratio.toFixed(2)} × baseline (target ≤ ${TARGETS.lcpRatio}) ${verdict(ratio <= TARGETS.lcpRatio)}; ` +
        `CLS ${result.cls.toFixed(3)} (target ≤ ${TARGETS.cls}) ${verdict(result.cls <= TARGETS.cls)}; ` +
        `total blocking time ${result.tbtMs.toFixed(0)} ms (target ≤ ${TARGETS.tbtMs} ms) ` +
        `${verdict(result.tbtMs <= TARGETS.tbtMs)}; scores ${result.scores.join(", ")}; ` +
        `client JS ${js.gzipKb.toFixed(1)} kB gzipped, +${(js.gzipKb - baselineJs.gzipKb).toFixed(1)} kB over baseline ` +
        `(target ≤ +${TARGETS.pageJsOverBaselineKb} kB) ${verdict(js.gzipKb <= jsBudgetKb)}`,
    );
    printScripts(page.label, js);
  }
}
