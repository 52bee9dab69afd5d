// The three renderers: pdflatex, Chromium (one browser for the whole run) and LibreOffice (batch conversions).
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { chromium, type Browser } from "playwright";
import type { LatexSource } from "./latex";

const run = promisify(execFile);

// Fixed dates inside the PDFs: the same seed then gives byte-identical LaTeX output.
const REPRODUCIBLE = { SOURCE_DATE_EPOCH: "1767225600", FORCE_SOURCE_DATE: "1" };

export async function renderLatex(source: LatexSource): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "resume-gen-tex-"));
  try {
    await fs.writeFile(path.join(dir, "main.tex"), source.main);
    for (const [name, text] of Object.entries(source.files ?? {})) await fs.writeFile(path.join(dir, name), text);
    const args = ["-n", "10", "pdflatex", "-interaction=nonstopmode", "-halt-on-error", "main.tex"];
    const options = { cwd: dir, env: { ...process.env, ...REPRODUCIBLE }, timeout: 90_000, maxBuffer: 16 << 20 };
    for (let pass = 0; pass < 2; pass++) {
      try {
        await run("nice", args, options);
      } catch {
        const log = await fs.readFile(path.join(dir, "main.log"), "utf8").catch(() => "(no log)");
        const error = log.split("\n").findIndex((line) => line.startsWith("!"));
        throw new Error(
          `pdflatex failed:\n${log
            .split("\n")
            .slice(Math.max(0, error), error + 12)
            .join("\n")}`,
        );
      }
      // A second pass only where it shows: longtable's column widths (curve), and "page 1/2" footers, which need
      // the page count of a first pass. Outlines and one-page references do not change what the page says.
      const log = await fs.readFile(path.join(dir, "main.log"), "utf8");
      const pages = Number(/Output written on .*?\((\d+) pages?/.exec(log)?.[1] ?? "1");
      if (!/Table widths have changed/.test(log) && !(pages > 1 && /Label\(s\) may have changed/.test(log))) break;
    }
    return await fs.readFile(path.join(dir, "main.pdf"));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export type PdfOptions = { paper: "A4" | "Letter"; margin: string };

/** One Chromium for the run; a fresh page per document. */
export class HtmlPrinter {
  private browser: Promise<Browser> | null = null;

  async pdf(html: string, options: PdfOptions): Promise<Buffer> {
    this.browser ??= chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
    const page = await (await this.browser).newPage();
    try {
      await page.setContent(html, { waitUntil: "load" });
      return await page.pdf({
        format: options.paper,
        printBackground: true,
        margin: { top: options.margin, bottom: options.margin, left: options.margin, right: options.margin },
      });
    } finally {
      await page.close();
    }
  }

  async close() {
    if (this.browser) await (await this.browser).close();
    this.browser = null;
  }
}

/**
 * LibreOffice converts a batch of files in one start (a start costs seconds). Its own profile directory keeps it
 * apart from any other LibreOffice running on the machine. Returns the converted files' paths, in input order.
 */
export async function convertWithLibreOffice(inputs: string[], target: "docx" | "pdf"): Promise<string[]> {
  if (inputs.length === 0) return [];
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), "resume-gen-lo-out-"));
  const profile = path.join(os.tmpdir(), "resume-gen-lo-profile");
  const isHtml = inputs[0]!.endsWith(".html");
  const filter = target === "docx" ? "docx:MS Word 2007 XML" : "pdf:writer_pdf_Export";
  const args = [
    "-n",
    "10",
    "soffice",
    `-env:UserInstallation=file://${profile}`,
    "--headless",
    "--norestore",
    // HTML opens in Writer/Web by default, which cannot save DOCX; the Writer import filter can.
    ...(isHtml ? ["--infilter=HTML (StarWriter)"] : []),
    "--convert-to",
    filter,
    "--outdir",
    outDir,
    ...inputs,
  ];
  const outputs = inputs.map((input) => path.join(outDir, `${path.basename(input).replace(/\.[^.]+$/, "")}.${target}`));
  try {
    await run("nice", args, { timeout: 30 * 60_000, maxBuffer: 64 << 20, env: { ...process.env, ...REPRODUCIBLE } });
    for (const output of outputs) await fs.access(output);
  } catch (error) {
    await fs.rm(outDir, { recursive: true, force: true });
    throw error;
  }
  return outputs;
}
