// "W-2 / payroll document" is a proof type of its own: it needs an uploaded file (422 without), waits for a
// reviewer like a dashboard export, and once approved the shared page names it.
import { createShareLink } from "../share-fixtures";
import { adminApi, expect, setPlan, test } from "./helpers";

const lastYear = new Date().getUTCFullYear() - 1;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

test("a W-2 proof is reviewed like a dashboard export and shown as a W-2 / payroll document", async ({ newUser }) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const figures = { year: lastYear, periodType: "annual", quota: "800000", attainment: "1000000", proofType: "w2" };
  const missing = await rep.api.post("/api/quota-records", { data: figures });
  expect(missing.status()).toBe(422);

  const file = (await (await rep.api.post("/api/proofs", { multipart: { file: { name: "w2.pdf", mimeType: "application/pdf", buffer: pdf }, purpose: "quota-proof" } })).json()) as { id: number };
  const created = await rep.api.post("/api/quota-records", { data: { ...figures, proofFileId: file.id } });
  expect(created.status()).toBe(201);
  const record = (await created.json()) as { id: number; version: number };
  expect(record).toMatchObject({ proofType: "w2", isVerified: false, reviewStatus: "pending" });

  const admin = await adminApi();
  try {
    const decided = await admin.post(`/api/admin/reviews/quota-record/${record.id}`, { data: { decision: "approve" } });
    expect(decided.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
  expect(await (await rep.api.get("/api/quota-records")).json()).toEqual([expect.objectContaining({ id: record.id, isVerified: true })]);

  const achievement = await rep.api.post("/api/achievements", { data: { title: "Closed the Acme expansion", description: "The story." } });
  const link = await createShareLink(rep.api, [(await achievement.json()).id]);
  expect(await (await rep.api.get(link.path)).text()).toContain("W-2 / payroll document reviewed");
});
