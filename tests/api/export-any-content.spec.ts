// A book with any content can be shared: the export calls take no achievements (a missing or empty
// `achievementIds`) and show the rest of the book, such as the jobs a résumé gave; they answer 422 on `sections` only
// when what they would show holds nothing. An explicit list of achievements keeps its meaning.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { NOTHING_TO_SHARE_MESSAGE } from "@/lib/export-content";
import { openDeckParts } from "../qr-codes";
import { createAchievement, createShareLink } from "../share-fixtures";
import { expect, setPlan, test, uniqueSuffix, type RegisteredUser } from "./helpers";
import { CONTENT_TYPES } from "./payloads";

const run = promisify(execFile);
// File exports render in the worker pool; a busy machine takes a while.
test.describe.configure({ timeout: 120_000 });

const payload = (path: string) => CONTENT_TYPES.find((type) => type.path === path)!.create();

type Job = { company: string; role: string };

/** A job as Smart Import leaves it in the book, with names unique to the test. */
async function addJob(user: RegisteredUser): Promise<Job> {
  const suffix = uniqueSuffix();
  const job = { company: `Initech Analytics ${suffix}`, role: `Regional Account Executive ${suffix}` };
  const created = await user.api.post("/api/experiences", { data: { ...payload("/api/experiences"), ...job } });
  expect(created.status(), await created.text()).toBe(201);
  return job;
}

async function pageHtml(api: APIRequestContext, shareUrl: string): Promise<string> {
  const response = await api.get(new URL(shareUrl).pathname);
  expect(response.status()).toBe(200);
  return response.text();
}

async function expectNothingToShare(response: APIResponse, what: string) {
  expect(response.status(), what).toBe(422);
  expect((await response.json()).error, what).toEqual({
    code: "validation_error",
    message: NOTHING_TO_SHARE_MESSAGE,
    fields: { sections: NOTHING_TO_SHARE_MESSAGE },
  });
}

async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "export-any-"));
  try {
    const file = path.join(dir, "report.pdf");
    await fs.writeFile(file, bytes);
    return (await run("pdftotext", [file, "-"])).stdout.replace(/\s+/g, " ");
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

test("a rep whose book holds only a job shares it: a link without achievementIds is 201 and its page lists the job", async ({
  newUser,
  request,
}) => {
  const rep = await newUser();
  const job = await addJob(rep);

  // No achievementIds at all (a Starter rep keeps one live link).
  const created = await rep.api.post("/api/export/shareable-link", { data: {} });
  expect(created.status(), await created.text()).toBe(201);
  const { shareUrl, link } = (await created.json()) as { shareUrl: string; link: { achievementCount: number } };
  expect(link.achievementCount).toBe(0);
  const html = await pageHtml(request, shareUrl);
  expect(html).toContain(job.company);
  expect(html).toContain(job.role);
  expect(html).toContain("Career experience");

  // An empty list is the same choice.
  await setPlan(rep.email, "pro");
  const empty = await createShareLink(rep.api, []);
  expect(await pageHtml(request, empty.shareUrl)).toContain(job.company);
});

test("the PDF and the decks of a book of jobs: 200, a real PDF and .pptx files that show the job", async ({
  newUser,
}) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const job = await addJob(rep);

  const pdf = await rep.api.post("/api/export/pdf", { data: {} });
  expect(pdf.status(), await pdf.text()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const pdfBytes = await pdf.body();
  expect(pdfBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The report prints the employer in capitals above the role.
  const text = (await pdfText(pdfBytes)).toLowerCase();
  expect(text).toContain(job.company.toLowerCase());
  expect(text).toContain(job.role.toLowerCase());

  for (const endpoint of ["powerpoint", "google-slides"]) {
    const deck = await rep.api.post(`/api/export/${endpoint}`, { data: { achievementIds: [] } });
    expect(deck.status(), `${endpoint}: ${await deck.text()}`).toBe(200);
    const bytes = await deck.body();
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    // The job has a slide of its own.
    const { slides } = await openDeckParts(bytes);
    expect(slides).toContain(job.role);
    expect(slides).toContain(job.company);
  }
});

test("an empty book: every export call answers 422 on sections, with or without an empty list", async ({ newUser }) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  // A reference the rep keeps private is not shown, so it is not content to share; nor is a blank About Me.
  const reference = await rep.api.post("/api/references", {
    data: { ...payload("/api/references"), shareable: false },
  });
  expect(reference.status(), await reference.text()).toBe(201);
  expect((await rep.api.post("/api/about-me", { data: { personalSummary: "" } })).status()).toBeLessThan(300);

  for (const endpoint of ["shareable-link", "pdf", "powerpoint", "google-slides"]) {
    for (const data of [{}, { achievementIds: [] }, { achievementIds: null }]) {
      await expectNothingToShare(
        await rep.api.post(`/api/export/${endpoint}`, { data }),
        `${endpoint} ${JSON.stringify(data)}`,
      );
    }
  }
  expect(await (await rep.api.get("/api/share-links")).json()).toEqual([]);
});

test("chosen sections that hold nothing: 422 on sections, for a new link and for a link's new sections", async ({
  newUser,
  request,
}) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const job = await addJob(rep);
  const achievement = await createAchievement(rep.api, `Closed Umbrella ${uniqueSuffix()}`);

  await expectNothingToShare(
    await rep.api.post("/api/export/shareable-link", { data: { sections: ["references"] } }),
    "references with none",
  );
  // The chosen achievement does not count when its section is left out.
  await expectNothingToShare(
    await rep.api.post("/api/export/shareable-link", {
      data: { achievementIds: [achievement], sections: ["references", "about", "deals", "quota"] },
    }),
    "every section but the two that hold something",
  );
  // Nor does an achievement section with no achievement chosen.
  await expectNothingToShare(
    await rep.api.post("/api/export/shareable-link", { data: { sections: ["achievements"] } }),
    "achievements with none chosen",
  );

  const careerOnly = await createShareLink(rep.api, [], { sections: ["references", "experience"] });
  expect(careerOnly.link.sections).toEqual(["experience", "references"]);
  expect(await pageHtml(request, careerOnly.shareUrl)).toContain(job.company);

  // Narrowing the link to sections that hold nothing is refused, and the link keeps showing the job.
  const narrowed = await rep.api.patch(`/api/share-links/${careerOnly.link.id}`, { data: { sections: ["about"] } });
  await expectNothingToShare(narrowed, "PATCH to an empty About Me");
  expect(await pageHtml(request, careerOnly.shareUrl)).toContain(job.company);
  const widened = await rep.api.patch(`/api/share-links/${careerOnly.link.id}`, {
    data: { sections: ["experience", "achievements"] },
  });
  expect(widened.status()).toBe(200);
});

test("no achievementIds means no achievements; an explicit list still limits them, and foreign ids stay 404", async ({
  newUser,
  request,
}) => {
  const rep = await newUser();
  const other = await newUser();
  await setPlan(rep.email, "pro");
  const job = await addJob(rep);
  const suffix = uniqueSuffix();
  const shared = await createAchievement(rep.api, `Shared win ${suffix}`);
  await createAchievement(rep.api, `Private win ${suffix}`);
  const foreign = await createAchievement(other.api, `Someone else's win ${suffix}`);

  const none = await rep.api.post("/api/export/shareable-link", { data: {} });
  expect(none.status(), await none.text()).toBe(201);
  const noneHtml = await pageHtml(request, ((await none.json()) as { shareUrl: string }).shareUrl);
  expect(noneHtml).toContain(job.company);
  expect(noneHtml).not.toContain(`Shared win ${suffix}`);
  expect(noneHtml).not.toContain(`Private win ${suffix}`);

  const one = await createShareLink(rep.api, [shared]);
  expect(one.link.achievementCount).toBe(1);
  const oneHtml = await pageHtml(request, one.shareUrl);
  expect(oneHtml).toContain(`Shared win ${suffix}`);
  expect(oneHtml).not.toContain(`Private win ${suffix}`);
  expect(oneHtml).toContain(job.company);

  for (const endpoint of ["shareable-link", "pdf"]) {
    const refused = await rep.api.post(`/api/export/${endpoint}`, { data: { achievementIds: [shared, foreign] } });
    expect(refused.status(), endpoint).toBe(404);
  }
});
