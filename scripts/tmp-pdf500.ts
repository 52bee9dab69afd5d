import { exportSnapshot } from "../tests/fixtures/export-snapshot";
import { renderPortfolioPdf } from "../lib/server/export/pdf";
const snapshot = exportSnapshot({ achievements: 500 });
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const bytes = await renderPortfolioPdf(snapshot);
  console.log(`500: ${(performance.now() - t).toFixed(0)} ms, ${bytes.length} bytes`);
}
