// Kudos on the book over HTTP: a colleague's kudos shows on the recipient's shared page only while they choose so,
// under "Kudos from colleagues", marked as a peer endorsement and never with a Verified badge. The page is served
// from a cache keyed by the portfolio version, which the kudos' trigger raises on each choice: the page follows
// at once, both ways.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createAchievement, createShareLink } from "../share-fixtures";
import type { RegisteredUser } from "./helpers";
import { expect, setPlan, test, uniqueSuffix } from "./helpers";

// The PDF renders in the worker pool; a busy machine takes a while.
test.describe.configure({ timeout: 120_000 });

async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kudos-pdf-"));
  try {
    const file = path.join(dir, "page.pdf");
    await fs.writeFile(file, bytes);
    return (await promisify(execFile)("pdftotext", [file, "-"])).stdout.replace(/\s+/g, " ");
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
import { addMember, createOrg, setOrgPlan } from "./orgs-helpers";

/** The page's "Kudos from colleagues" section, or null when it has none. */
function kudosSection(html: string): string | null {
  const start = html.indexOf('aria-labelledby="kudos"');
  if (start === -1) return null;
  return html.slice(start, html.indexOf("</section>", start));
}

test("a kudos the recipient puts on their book shows on their shared page, and goes when they take it off", async ({
  newUser,
  request,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner, "Globex Sales");
  await setOrgPlan(org.id, 20);
  const [ana, ben] = [await newUser(), await newUser()] as [RegisteredUser, RegisteredUser];
  await addMember(owner, org.id, ana, "seller");
  await addMember(owner, org.id, ben, "seller");

  const message = `You saved the Initech renewal ${uniqueSuffix()}`;
  const unchosen = `Thanks for the demo cover ${uniqueSuffix()}`;
  const sent = await ana.api.post(`/api/orgs/${org.id}/kudos`, { data: { toUserId: ben.id, message } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const other = await owner.api.post(`/api/orgs/${org.id}/kudos`, { data: { toUserId: ben.id, message: unchosen } });
  expect(other.status(), await other.text()).toBe(201);

  const achievement = await createAchievement(ben.api, `Closed Globex ${uniqueSuffix()}`);
  const { path: pagePath } = await createShareLink(ben.api, [achievement]);
  const page = async () => {
    const response = await request.get(pagePath);
    expect(response.status()).toBe(200);
    return response.text();
  };

  // Off the book (the default): the page has no kudos.
  const before = await page();
  expect(before).not.toContain(message);
  expect(kudosSection(before)).toBeNull();

  expect((await ben.api.patch(`/api/kudos/${id}`, { data: { onBook: true } })).status()).toBe(200);
  const shown = await page();
  const section = kudosSection(shown);
  expect(section).not.toBeNull();
  expect(section).toContain("Kudos from colleagues");
  expect(section).toContain(message);
  expect(section).toContain(ana.fullName);
  expect(section).toContain("Globex Sales");
  expect(section).toContain("Peer endorsement · not verified");
  // A peer endorsement, never verified: no badge, no credential.
  expect(section).not.toMatch(/>Verified</);
  expect(section).not.toContain("/verify/");
  // Only the one chosen.
  expect(shown).not.toContain(unchosen);

  // The page's PDF (a plan with exports) lists it too, as a peer endorsement.
  await setPlan(ben.email, "pro");
  const pdf = await request.get(`${pagePath}/pdf`);
  expect(pdf.status()).toBe(200);
  const text = await pdfText(await pdf.body());
  expect(text).toContain(message);
  expect(text).toContain(ana.fullName);
  expect(text).toMatch(/Kudos from colleagues/i);
  expect(text).toMatch(/peer endorsement · not verified/i);
  expect(text).not.toContain(unchosen);

  expect((await ben.api.patch(`/api/kudos/${id}`, { data: { onBook: false } })).status()).toBe(200);
  const hidden = await page();
  expect(hidden).not.toContain(message);
  expect(kudosSection(hidden)).toBeNull();
});

test("kudos show with the references: a link that leaves the references out shows none", async ({
  newUser,
  request,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner, "Initech");
  await setOrgPlan(org.id, 20);
  const rep = await newUser();
  await addMember(owner, org.id, rep, "seller");
  const message = `Best discovery call this year ${uniqueSuffix()}`;
  const sent = await owner.api.post(`/api/orgs/${org.id}/kudos`, { data: { toUserId: rep.id, message } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  expect((await rep.api.patch(`/api/kudos/${id}`, { data: { onBook: true } })).status()).toBe(200);

  const achievement = await createAchievement(rep.api, `Ramped in 3 months ${uniqueSuffix()}`);
  const { path: pagePath } = await createShareLink(rep.api, [achievement], { sections: ["achievements"] });
  const html = await (await request.get(pagePath)).text();
  expect(html).not.toContain(message);
  expect(html).toContain("Ramped in 3 months");
});
