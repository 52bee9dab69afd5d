// Organisations over HTTP, continued: awards (given, scoped to a manager's reports, revoked), the audit trail, and
// the branding a member chooses to show on their shared page and PDF cover.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createAchievement, createShareLink } from "../share-fixtures";
import { expect, test, uniqueSuffix } from "./helpers";
import { addMember, addQuotaRecord, createOrg, operatorVerifyDomain, setManager, setOrgPlan } from "./orgs-helpers";

const lastYear = new Date().getUTCFullYear() - 1;

test("awards land verified on the member's book, only from their manager or an admin, and revoking takes the badge", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner, "Tailspin Toys");
  await setOrgPlan(org.id, 10);
  const [manager, report, notMine] = [await newUser(), await newUser(), await newUser()];
  await addMember(owner, org.id, manager, "manager");
  await addMember(owner, org.id, report, "seller");
  await addMember(owner, org.id, notMine, "seller");
  await setManager(owner, org.id, report, manager);
  const award = { title: "President's Club 2025", description: "Top 5% of the sales organisation for the year." };
  expect(
    (await report.api.post(`/api/orgs/${org.id}/awards`, { data: { ...award, userId: notMine.id } })).status(),
  ).toBe(403);
  expect(
    (await report.api.post(`/api/orgs/${org.id}/awards`, { data: { ...award, userId: report.id } })).status(),
  ).toBe(403);
  expect(
    (await manager.api.post(`/api/orgs/${org.id}/awards`, { data: { ...award, userId: notMine.id } })).status(),
  ).toBe(403);
  expect(
    (await manager.api.post(`/api/orgs/${org.id}/awards`, { data: { ...award, userId: manager.id } })).status(),
  ).toBe(403);
  expect(
    (await manager.api.post(`/api/orgs/${org.id}/awards`, { data: { userId: report.id, title: "" } })).status(),
  ).toBe(422);
  const given = await manager.api.post(`/api/orgs/${org.id}/awards`, { data: { ...award, userId: report.id } });
  expect(given.status()).toBe(201);
  const { id: awardId, achievementId } = (await given.json()) as { id: number; achievementId: number };

  const mineOnly = (await (await report.api.get(`/api/orgs/${org.id}/awards`)).json()) as { userId: number }[];
  expect(mineOnly.map((a) => a.userId)).toEqual([report.id]);
  expect(await (await notMine.api.get(`/api/orgs/${org.id}/awards`)).json()).toEqual([]);
  const item = await (await report.api.get(`/api/achievements/${achievementId}`)).json();
  expect(item).toMatchObject({ title: award.title, category: "recognition", isVerified: true });
  const share = await createShareLink(report.api, [achievementId]);
  // Without a verified domain the organisation is not named: the badge says an organisation awarded it.
  const awarded = await (await report.api.get(share.path)).text();
  expect(awarded).toContain("Awarded by the organisation");
  expect(awarded).not.toContain("Tailspin Toys");
  // Once the operator verified its domain, the badge names it.
  await operatorVerifyDomain(org.id, `tailspin-${uniqueSuffix()}.test`);
  expect(await (await report.api.get(share.path)).text()).toContain("Awarded by Tailspin Toys");

  expect((await report.api.delete(`/api/orgs/${org.id}/awards/${awardId}`)).status()).toBe(403);
  expect((await owner.api.delete(`/api/orgs/${org.id}/awards/${awardId}`)).status()).toBe(200);
  expect((await (await report.api.get(`/api/achievements/${achievementId}`)).json()).isVerified).toBe(false);
  const revoked = await (await report.api.get(share.path)).text();
  expect(revoked).not.toContain("Awarded by Tailspin Toys");
  expect(revoked).not.toContain("Awarded by the organisation");
});

test("the audit trail records invitations, role changes, attestations and awards, for owners and admins", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 10);
  const [manager, seller] = [await newUser(), await newUser()];
  await addMember(owner, org.id, manager, "manager");
  await addMember(owner, org.id, seller, "seller");
  await setManager(owner, org.id, seller, manager);
  const recordId = await addQuotaRecord(seller, lastYear, 100000, 100000);
  const asked = await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: recordId } });
  const { id } = (await asked.json()) as { id: number };
  await manager.api.post(`/api/orgs/${org.id}/attestations/${id}/decline`, {
    data: { reason: "The Q4 numbers are not final" },
  });
  await manager.api.post(`/api/orgs/${org.id}/awards`, {
    data: { userId: seller.id, title: "Rookie of the year", description: "Fastest ramp of the cohort." },
  });

  expect((await seller.api.get(`/api/orgs/${org.id}/audit`)).status()).toBe(403);
  const trail = (await (await owner.api.get(`/api/orgs/${org.id}/audit`)).json()) as { action: string }[];
  const actions = trail.map((e) => e.action);
  for (const action of [
    "org_created",
    "invited",
    "invitation_accepted",
    "manager_set",
    "attestation_requested",
    "attestation_declined",
    "award_issued",
  ]) {
    expect(actions).toContain(action);
  }
});

test("a member who opts in shows a vetted organisation's logo and colour on their shared page and its name on the PDF cover", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner, "Wide World Importers");
  await setOrgPlan(org.id, 10);
  const logoUrl = "https://cdn.example.com/wwi-logo.png";
  expect((await owner.api.patch(`/api/orgs/${org.id}`, { data: { logoUrl, brandColor: "#0f766e" } })).status()).toBe(
    200,
  );
  const seller = await newUser();
  await addMember(owner, org.id, seller, "seller");
  const achievementId = await createAchievement(seller.api, "Landed the Northwind expansion");
  const share = await createShareLink(seller.api, [achievementId]);
  expect(await (await seller.api.get(share.path)).text()).not.toContain("Wide World Importers");

  const optIn = await seller.api.put(`/api/orgs/${org.id}/members/${seller.id}`, { data: { showBranding: true } });
  expect(optIn.status()).toBe(200);
  // Enterprise alone is not enough: nobody has checked the organisation holds a domain.
  const unvetted = await (await seller.api.get(share.path)).text();
  expect(unvetted).not.toContain("Wide World Importers");
  expect(unvetted).not.toContain(logoUrl);
  await operatorVerifyDomain(org.id, `wwi-${uniqueSuffix()}.test`);
  const page = await (await seller.api.get(share.path)).text();
  expect(page).toContain("Wide World Importers");
  expect(page).toContain(logoUrl);
  expect(page).toContain("#0f766e");

  // Members of an Enterprise organisation export PDFs (a Pro feature); the cover names the organisation.
  const pdf = await seller.api.post("/api/export/pdf", { data: { achievementIds: [achievementId] } });
  expect(pdf.status()).toBe(200);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "org-pdf-"));
  try {
    await fs.writeFile(path.join(dir, "report.pdf"), await pdf.body());
    const { stdout } = await promisify(execFile)("pdftotext", [path.join(dir, "report.pdf"), "-"]);
    expect(stdout).toContain("Wide World Importers");
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
