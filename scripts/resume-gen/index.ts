// Generates résumés with known answers: `npm run import:generate -- --out <dir> --count <n> --seed <n>`.
// Layout: <out>/<train|test>/<template-id>/<n>.<pdf|docx> with <file>.expected.json beside each document.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { makeRng } from "./random";
import { convertWithLibreOffice, HtmlPrinter, renderLatex } from "./render";
import { expectedOf, makeResume, pickLanguage } from "./resume";
import { TEMPLATES, type Template } from "./templates";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: process.env.GENERATED_RESUMES ?? ".data/generated-resumes" },
    count: { type: "string", default: "960" },
    seed: { type: "string", default: "36" },
    templates: { type: "string" },
    split: { type: "string" },
    jobs: { type: "string", default: "2" },
    keep: { type: "boolean", default: false },
  },
});
const out = path.resolve(values.out!);
const seed = values.seed!;
const total = Number(values.count);
const jobs = Math.max(1, Number(values.jobs));
if (!Number.isInteger(total) || total < 1) throw new Error("--count must be a positive whole number");

const wanted = values.templates?.split(",").map((s) => s.trim());
const unknown = wanted?.filter((id) => !TEMPLATES.some((t) => t.id === id)) ?? [];
if (unknown.length) throw new Error(`unknown template(s): ${unknown.join(", ")}`);
// Per-template counts come from the whole plan, so generating one template later gives the same documents.
const perTemplate = (split: "train" | "test") => {
  const share = split === "test" ? total / 3 : (total * 2) / 3;
  return Math.max(1, Math.ceil(share / TEMPLATES.filter((t) => t.split === split).length));
};
const selected = TEMPLATES.filter(
  (t) => (!wanted || wanted.includes(t.id)) && (!values.split || t.split === values.split),
);

type Doc = { template: Template; n: number; file: string; answer?: string };
const docs: Doc[] = selected.flatMap((template) =>
  Array.from({ length: perTemplate(template.split) }, (_, i) => ({
    template,
    n: i + 1,
    file: path.join(out, template.split, template.id, `${i + 1}.${template.format}`),
  })),
);

// Round robin over the templates: every template has documents early, and LaTeX and Chromium work side by side.
docs.sort((a, b) => a.n - b.n);

// Chromium and LibreOffice find the TeX Live fonts (Source Sans, Roboto, Fira, Carlito, ...) through this.
async function fontConfig() {
  const texmf = "/usr/share/texlive/texmf-dist/fonts";
  const dirs = [
    "opentype/adobe/sourcesanspro",
    "opentype/google/roboto",
    "opentype/public/fira",
    "opentype/public/ebgaramond",
    "opentype/public/libertine",
    "truetype/google/carlito",
  ];
  const file = path.join(os.tmpdir(), "resume-gen-fonts.conf");
  await fs.writeFile(
    file,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>${dirs
      .map((d) => `<dir>${texmf}/${d}</dir>`)
      .join("")}</fontconfig>`,
  );
  process.env.FONTCONFIG_FILE ??= file;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function main() {
  const started = Date.now();
  await fontConfig();
  const printer = new HtmlPrinter();
  const office: { doc: Doc; input: string }[] = [];
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), "resume-gen-stage-"));
  let done = 0;
  let skipped = 0;
  const failures: string[] = [];

  await pool(docs, jobs, async (doc) => {
    const { template, n, file } = doc;
    if (values.keep && (await exists(`${file}.expected.json`))) {
      skipped++;
      return;
    }
    const rng = makeRng(`${seed}:${template.split}:${template.id}:${n}`);
    const resume = makeResume(rng, template.langs ? rng.pick(template.langs) : pickLanguage(rng));
    await fs.mkdir(path.dirname(file), { recursive: true });
    // The answer is written after its document, so a document with an answer beside it is always complete.
    doc.answer = `${JSON.stringify(expectedOf(resume, template.id, template.format), null, 2)}\n`;
    try {
      if (template.engine === "latex") await fs.writeFile(file, await renderLatex(template.make(resume, rng)));
      else if (template.engine === "chromium") {
        const source = template.make(resume, rng);
        await fs.writeFile(file, await printer.pdf(source.html, source));
      } else if (template.engine === "ooxml") await fs.writeFile(file, await template.make(resume, rng));
      else if (template.engine === "html-docx") {
        const input = path.join(staging, `${template.id}--${n}.html`);
        await fs.writeFile(input, template.make(resume, rng).html);
        office.push({ doc, input });
        return;
      } else {
        const input = path.join(staging, `${template.id}--${n}.docx`);
        await fs.writeFile(input, await template.make(resume, rng));
        office.push({ doc, input });
        return;
      }
      await fs.writeFile(`${file}.expected.json`, doc.answer);
      if (++done % 50 === 0) console.log(`${done} documents (${Math.round((Date.now() - started) / 1000)} s)`);
    } catch (error) {
      failures.push(`${template.id}/${n}: ${String(error).slice(0, 600)}`);
    }
  });
  await printer.close();

  // LibreOffice last, one start per template and target.
  const batches = new Map<string, { doc: Doc; input: string }[]>();
  for (const item of office) batches.set(item.doc.template.id, [...(batches.get(item.doc.template.id) ?? []), item]);
  for (const [id, items] of batches) {
    const t0 = Date.now();
    const target = items[0]!.doc.template.format;
    try {
      const outputs = await convertWithLibreOffice(
        items.map((i) => i.input),
        target,
      );
      for (const [i, item] of items.entries()) {
        await fs.copyFile(outputs[i]!, item.doc.file);
        await fs.writeFile(`${item.doc.file}.expected.json`, item.doc.answer!);
      }
      await fs.rm(path.dirname(outputs[0]!), { recursive: true, force: true });
      done += items.length;
      console.log(`${id}: ${items.length} converted by LibreOffice in ${Math.round((Date.now() - t0) / 1000)} s`);
    } catch (error) {
      failures.push(`${id}: LibreOffice: ${String(error).slice(0, 600)}`);
    }
  }
  await fs.rm(staging, { recursive: true, force: true });

  await writeManifest();
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${done} documents written to ${out} in ${seconds} s${skipped ? ` (${skipped} kept)` : ""}`);
  if (failures.length) {
    console.error(`${failures.length} failed:\n${failures.join("\n")}`);
    process.exitCode = 1;
  }
}

/** What the folder holds: each template's split, engine and document count. */
async function writeManifest() {
  const templates: Record<string, { split: string; engine: string; format: string; documents: number }> = {};
  for (const t of TEMPLATES) {
    const dir = path.join(out, t.split, t.id);
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    const documents = files.filter((f) => f.endsWith(".expected.json")).length;
    if (documents) templates[t.id] = { split: t.split, engine: t.engine, format: t.format, documents };
  }
  await fs.writeFile(path.join(out, "manifest.json"), `${JSON.stringify({ seed, templates }, null, 2)}\n`);
}

await main();
