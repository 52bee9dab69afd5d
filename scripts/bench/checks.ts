// The bench's targets and its tally of OK / MISSED verdicts: every check prints its verdict, and `npm run bench`
// fails when one was missed.

export const TARGETS = {
  /** The signed-in list's requests per second against the bare route's, and its p99 against the bare route's. */
  listRatioPostgres: 0.9,
  listRatioPglite: 0.9,
  listP99Ratio: 1.5,
  /** Public pages (landing, pricing, a shared page), each against the bare page of the same run. */
  lighthouseScore: 95,
  lcpRatio: 1.2,
  cls: 0.02,
  /** Lighthouse's simulated total blocking time, milliseconds. */
  tbtMs: 100,
  pageJsOverBaselineKb: 15,
  dashboardJsKb: 180,
  /** Lighthouse mobile of the signed-in dashboard (the demo portfolio). */
  dashboardLighthouseScore: 90,
  dashboardInteractiveMs: 1500,
  /** /api/health while crafted credentials keep the verify worker busy. */
  healthDuringVerifyP99Ms: 200,
};

const verdicts: boolean[] = [];

/** "OK" or "MISSED", remembered for the run's result. */
export function verdict(ok: boolean): string {
  verdicts.push(ok);
  return ok ? "OK" : "MISSED";
}

export const allChecksPassed = (): boolean => verdicts.every(Boolean);
