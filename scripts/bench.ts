// npm run bench: performance targets, measured on the production build (run `npm run build` first).
//  - the web figures against a bare Next.js app in the same run (scripts/bench-web.ts): list req/s and p99; for the
//    landing, pricing and a shared page Lighthouse mobile, LCP, CLS and client JavaScript (`-- --files` lists the
//    scripts, `-- --web --pages` measures only these pages); dashboard JavaScript, time to interactive and Lighthouse
//    mobile (`-- --web --dashboard` measures only the dashboard); health
//    during verify load (/api/health p99 within 200 ms while crafted credentials flood the verify call)
//  - PDF and PowerPoint generation for 5 and 100 achievements, and the PDF for 500 (targets: the 100-achievement PDF
//    under 1.5 s, the 500-achievement one under 3 s)
//  - smart import extraction of a 10-page PDF and a 5,000-row spreadsheet (target: under 1 s each)
//  - smart import accuracy on the public resume corpus (precision and recall per document and overall)
//  - issuing and verifying one signed credential (scripts/bench-credentials.ts; target: 50 ms each)
//  - the talent network's search and card on 100,000 listed reps in PostgreSQL (scripts/bench-talent.ts; target:
//    search p99 under 150 ms)
//  - `-- --scale` only: an Enterprise organisation of 5,000 sellers and a rep with 500 achievements on PostgreSQL
//    and the production server, against 500 sellers and 50 achievements (scripts/bench-scale.ts; team page p99
//    <= 100 ms and <= 100 KB, shared page <= 300 KB, the 500-item PDF <= 3 s, health p99 <= 200 ms meanwhile)
//  - `-- --employer-crm` only: an organisation's Salesforce of 5,000 sellers x 8 quarters synced and 500 rows signed
//    off on PostgreSQL and the production server (scripts/bench-employer-crm.ts; sync <= 60 s, sign-off with its
//    credentials <= 10 s, health p99 <= 200 ms meanwhile)
//  - `-- --recognition` only: the recognition rules of an organisation of 5,000 sellers x 8 quarters of employer
//    records and 80,000 deals evaluated through the app's own function (scripts/bench-recognition.ts; <= 10 s)
//  - `-- --audit` only: the export of an audit trail of 100,000 chained events through the app's own streamed
//    export, read to the end, then its verification (scripts/bench-audit.ts; export <= 30 s, the heap it holds
//    <= 32 MB and no more than at 10,000 events)
//  `npm run bench -- --exports` measures only the exports, the import, credentials and the talent network (no build
//  needed); `-- --talent` only the talent network; `-- --web` only the web; `-- --import` only the import's accuracy:
//  the whole-corpus table, then grouped cross-validation by source family (scripts/bench-import-cv.ts).
import { spawn } from "node:child_process";
import { webBench } from "./bench-web";

/** PDF budgets by achievement count: the 100-item report, and a rep's 500-item one (older items as one-line rows). */
const PDF_BUDGETS_MS: Record<number, number> = { 100: 1500, 500: 3000 };
const EXPORT_RUNS = 7;
// A server renders many reports: measure it warm (fonts parsed, modules loaded, JIT settled after a few runs).
const EXPORT_WARMUP_RUNS = 3;

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < EXPORT_WARMUP_RUNS; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < EXPORT_RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/** PDF and deck generation on synthetic portfolios (the generators alone, no server or database). */
async function exportTimes(): Promise<boolean> {
  const { exportSnapshot } = await import("../tests/fixtures/export-snapshot");
  const { renderPortfolioPdf } = await import("../lib/server/export/pdf");
  const { buildPortfolioDeck } = await import("../lib/server/export/pptx");
  let ok = true;
  for (const achievements of [5, 100, 500]) {
    const snapshot = exportSnapshot({ achievements });
    const pdf = await medianMs(() => renderPortfolioPdf(snapshot));
    // The deck is measured where the PDF always was; at 500 items only the PDF has a target.
    const pptx = achievements <= 100 ? await medianMs(() => buildPortfolioDeck(snapshot)) : null;
    const limit = PDF_BUDGETS_MS[achievements];
    const pdfOk = limit === undefined || pdf < limit;
    ok &&= pdfOk;
    const budget = limit === undefined ? "" : ` (budget ${limit} ms) ${pdfOk ? "OK" : "OVER BUDGET"}`;
    const deck = pptx === null ? "" : `; PowerPoint median ${pptx.toFixed(0)} ms`;
    console.log(`export, ${achievements} achievements: PDF median ${pdf.toFixed(0)} ms${budget}${deck}`);
  }
  return ok;
}

/** A part in a child process: the server code it runs needs the react-server condition. */
function serverPart(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const flags = process.argv.filter((a) => a === "--explain" || a === "--detail");
    const child = spawn("npx", ["tsx", "--conditions=react-server", script, ...flags], { stdio: "inherit" });
    child.on("exit", (code) => resolve(code === 0));
  });
}

async function main() {
  const { extractionTimes } = await import("./bench-extraction");
  const { resumeScores } = await import("./bench-resumes");
  // Every part runs and prints, whatever an earlier one found.
  if (process.argv.includes("--import")) {
    const scored = await resumeScores();
    const { importCrossValidation } = await import("./bench-import-cv");
    const validated = await importCrossValidation();
    process.exit(scored && validated ? 0 : 1);
  }
  if (process.argv.includes("--talent")) process.exit((await serverPart("scripts/bench-talent.ts")) ? 0 : 1);
  if (process.argv.includes("--scale")) process.exit((await serverPart("scripts/bench-scale.ts")) ? 0 : 1);
  if (process.argv.includes("--employer-crm"))
    process.exit((await serverPart("scripts/bench-employer-crm.ts")) ? 0 : 1);
  if (process.argv.includes("--recognition")) process.exit((await serverPart("scripts/bench-recognition.ts")) ? 0 : 1);
  if (process.argv.includes("--audit")) process.exit((await serverPart("scripts/bench-audit.ts")) ? 0 : 1);
  const webOnly = process.argv.includes("--web");
  const results = webOnly
    ? []
    : [
        await exportTimes(),
        await serverPart("scripts/bench-credentials.ts"),
        await extractionTimes(),
        await resumeScores(),
        await serverPart("scripts/bench-talent.ts"),
      ];
  const exportsOk = results.every(Boolean);
  if (process.argv.includes("--exports")) process.exit(exportsOk ? 0 : 1);
  const webOk = await webBench();
  if (!exportsOk || !webOk) process.exit(1);
}

await main();
