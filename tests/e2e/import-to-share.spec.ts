// A new rep's first minutes, as a browser walks them: sign up, confirm, upload a résumé that holds jobs and nothing
// else, import every job found without typing a field, and share the book: a signed-out visitor's page lists each
// job, with no empty label. The walk counts its clicks (at most one per job besides Process Document, Import and
// the share) and prints how long it took.
import { fileURLToPath } from "node:url";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Experience } from "@/lib/types";
import { confirmAddress } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

const RESUME = fileURLToPath(new URL("../fixtures/import/taylor-brooks-resume.pdf", import.meta.url));
/** The jobs the résumé prints, as the review labels them (title at company). */
const JOBS = [
  { role: "Enterprise Account Executive", company: "Northwind Software" },
  { role: "Account Manager", company: "Initech Bank" },
  { role: "Sales Development Representative", company: "Contoso Cloud" },
];

test.describe.configure({ timeout: 180_000 });

const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test("sign up, import every job of a résumé with no field typed, and share a page that lists them", async ({
  page,
  browser,
}) => {
  const started = Date.now();
  /** The walk's clicks by purpose: the steps any walk has, and the ones spent on a job. */
  const clicks = { steps: 0, jobs: 0 };
  const click = async (target: Locator, kind: keyof typeof clicks = "steps") => {
    await target.click();
    clicks[kind]++;
  };

  // Sign up and confirm the address.
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `walk.${id}@example.com`;
  const registered = await page.request.post("/api/auth/register", {
    data: { email, password: "quota-crusher-1", fullName: "Taylor Brooks", username: `tb_${id}`.slice(0, 30) },
  });
  expect(registered.status()).toBe(201);
  await confirmAddress(page.request, email);

  // Smart Import: upload the résumé and process it.
  await gotoDashboard(page);
  await click(page.getByRole("button", { name: "Smart Import" }));
  const dialog = page.getByRole("dialog", { name: "Smart Document Import" });
  await dialog.getByLabel("Document to import").setInputFiles(RESUME);
  await click(dialog.getByRole("button", { name: "Process Document" }));
  await expect(dialog.getByRole("tab", { name: "Review & Import" })).toHaveAttribute("aria-selected", "true", {
    timeout: 60_000,
  });

  // Every job found is ticked already, and fits the Starter plan; the place the résumé prints is shown with its job.
  const jobs = dialog.getByRole("region", { name: /^Experience/ });
  for (const job of JOBS) {
    await expect(jobs.getByRole("checkbox", { name: `${job.role} at ${job.company}` })).toBeChecked();
  }
  await expect(jobs.getByRole("checkbox")).toHaveCount(JOBS.length);
  await expect(jobs.getByText("Jan 2021 – Present · Austin, TX")).toBeVisible();
  await expect(jobs.getByRole("alert")).toHaveCount(0);
  // Nothing but jobs was found: no quota figure is invented.
  await expect(dialog.getByRole("region", { name: /^Quota Records/ })).toHaveCount(0);

  await click(dialog.getByRole("button", { name: "Import Selected" }));
  await expect(toastWith(page, "Import Successful")).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toHaveCount(0);

  // Share the book as it is: no achievement in it, the jobs only.
  const exportButton = page.getByRole("button", { name: "Export Portfolio" });
  await expect(exportButton).toBeEnabled({ timeout: 30_000 });
  await click(exportButton);
  const exportDialog = page.getByRole("dialog", { name: "Export Portfolio" });
  const shareCard = exportDialog.getByRole("button", { name: "Shareable Portfolio Link", exact: true });
  await expect(shareCard).toBeEnabled({ timeout: 30_000 });
  await click(shareCard);
  const link = exportDialog.getByRole("textbox", { name: "Your shareable link" });
  await expect(link).toHaveValue(/\/p\/[A-Za-z0-9_-]{22}$/, { timeout: 30_000 });
  const sharePath = new URL(await link.inputValue()).pathname;

  // A visitor, signed out, in a fresh context: every imported job, and no label left empty.
  const imported = (await (await page.request.get("/api/experiences")).json()) as Experience[];
  expect(imported.map(({ role, company }) => ({ role, company })).sort(byCompany)).toEqual([...JOBS].sort(byCompany));
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(sharePath))?.status()).toBe(200);
    const main = visitor.locator("main");
    for (const job of imported) {
      await expect(
        main
          .getByRole("listitem")
          .filter({ hasText: `${job.role} at ${job.company}` })
          .first(),
      ).toBeVisible();
    }
    await expect(main.getByText("Austin, TX")).toBeVisible();
    const elapsed = Date.now() - started;
    const lines = (await main.innerText()).split("\n").map((line) => line.trim());
    expect(lines.filter((line) => /^Location:/i.test(line) && !/^Location:\s*\S/i.test(line))).toEqual([]);
    // No label is printed without its value ("Industry:" alone on its line).
    expect(lines.filter((line) => /^[\p{L} ]{1,40}:$/u.test(line))).toEqual([]);

    expect(clicks.jobs).toBeLessThanOrEqual(JOBS.length);
    console.log(
      `import-to-share walk: ${(elapsed / 1000).toFixed(1)} s from sign-up to the shared page, ` +
        `${clicks.steps} step clicks (Smart Import, Process Document, Import, Export Portfolio, Share) and ` +
        `${clicks.jobs} clicks on the ${JOBS.length} jobs, no field typed`,
    );
  } finally {
    await visitorContext.close();
  }

  // Later, one job at a time: the details form opens with what the résumé said, the place included.
  await page.keyboard.press("Escape");
  await expect(exportDialog).toHaveCount(0);
  await page.getByRole("tab", { name: "Experience" }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByText("add details", { exact: true })).toHaveCount(JOBS.length);
  await panel
    .getByRole("button", { name: "Add details to Enterprise Account Executive at Northwind Software" })
    .click();
  const form = page.getByRole("dialog", { name: "Add Experience Details" });
  await expect(form.getByLabel("Company")).toHaveValue("Northwind Software");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByLabel("Location")).toHaveValue("Austin, TX");
});

const byCompany = (a: { company: string }, b: { company: string }) => a.company.localeCompare(b.company);
