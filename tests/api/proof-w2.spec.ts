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

  const file = (await (
    await rep.api.post("/api/proofs", {
      multipart: { file: { name: "w2.pdf", mimeType: "application/pdf", buffer: pdf }, purpose: "quota-proof" },
    })
  ).json()) as { id: number };
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
  expect(await (await rep.api.get("/api/quota-records")).json()).toEqual([
    expect.objectContaining({ id: record.id, isVerified: true }),
  ]);

  const achievement = await rep.api.post("/api/achievements", {
    data: { title: "Closed the Acme expansion", description: "The story." },
  });
  const link = await createShareLink(rep.api, [(await achievement.json()).id]);
  expect(await (await rep.api.get(link.path)).text()).toContain("W-2 / payroll document reviewed");
});

test("a Starter rep cannot attach a W-2 proof (402): W-2 uploads are a Pro Seller capability", async ({ newUser }) => {
  const rep = await newUser();
  const file = (await (
    await rep.api.post("/api/proofs", {
      multipart: { file: { name: "w2.pdf", mimeType: "application/pdf", buffer: pdf }, purpose: "quota-proof" },
    })
  ).json()) as { id: number };
  const figures = { year: lastYear, periodType: "annual", quota: "800000", attainment: "1000000" };
  const refused = await rep.api.post("/api/quota-records", {
    data: { ...figures, proofType: "w2", proofFileId: file.id },
  });
  expect(refused.status()).toBe(402);
  expect((await refused.json()).error).toMatchObject({
    code: "plan_limit",
    message: expect.stringContaining("Pro Seller"),
  });
  expect(await (await rep.api.get("/api/quota-records")).json()).toEqual([]);

  // A dashboard export stays open to Starter, and switching that record to a W-2 is refused the same way.
  const created = await rep.api.post("/api/quota-records", {
    data: { ...figures, proofType: "screenshot", proofFileId: file.id },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await rep.api.put(`/api/quota-records/${id}`, { data: { proofType: "w2" } })).status()).toBe(402);
  expect(await (await rep.api.get(`/api/quota-records/${id}`)).json()).toMatchObject({ proofType: "screenshot" });
});
