// Per-user caps on what a rep can make the server do: e-mails to other people, AI calls, stored uploads; files
// never attached are swept away.
import type { APIRequestContext } from "@playwright/test";
import { solidPng } from "../images";
import { adminApi, expect, setPlan, test, uniqueSuffix } from "./helpers";

const lastYear = new Date().getUTCFullYear() - 1;

const uploadPng = (api: APIRequestContext, size = 8) =>
  api.post("/api/proofs", {
    multipart: { file: { name: "q.png", mimeType: "image/png", buffer: solidPng(size) }, purpose: "quota-proof" },
  });

test("e-mails sent for a rep (reference links, signing requests) stop at 10 an hour, and the refused write is undone", async ({
  newUser,
}) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const reference = (i: number) => ({
    referenceName: `Ref ${i}`,
    referenceTitle: "CFO",
    referenceCompany: "Globex",
    workingRelationship: "Peer",
    email: `ref-${i}-${uniqueSuffix()}@globex.test`,
  });
  for (let i = 0; i < 10; i++)
    expect((await rep.api.post("/api/references", { data: reference(i) })).status(), `reference ${i}`).toBe(201);
  const over = await rep.api.post("/api/references", { data: reference(10) });
  expect(over.status()).toBe(429);
  expect((await over.json()).error.message).toContain("too many e-mails");
  expect(over.headers()["retry-after"]).toBeTruthy();
  expect(await (await rep.api.get("/api/references")).json()).toHaveLength(10);
  // The same cap covers signing requests.
  const signing = await rep.api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "annual",
      quota: "1000",
      attainment: "900",
      proofType: "manager_esign",
      managerName: "Dana Lee",
      managerEmail: `dana-${uniqueSuffix()}@acme-corp.test`,
    },
  });
  expect(signing.status()).toBe(429);
  expect(await (await rep.api.get("/api/quota-records")).json()).toEqual([]);
});

test("the AI writing assistant answers 30 times an hour, then 429 with a clear message", async ({ newUser }) => {
  const rep = await newUser();
  for (let i = 0; i < 30; i++) {
    expect(
      (await rep.api.post("/api/ai/enhance", { data: { text: `Closed ${i + 1} deals worth $1.2M in Q3` } })).status(),
    ).toBe(200);
  }
  const over = await rep.api.post("/api/ai/enhance", { data: { text: "One more" } });
  expect(over.status()).toBe(429);
  expect((await over.json()).error.message).toContain("AI writing assistant");
});

test("stored uploads have a per-user quota (300 files); unattached uploads are swept, attached ones kept", async ({
  newUser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const rep = await newUser();
  const attached = (await (await uploadPng(rep.api)).json()) as { id: number };
  const record = await rep.api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "annual",
      quota: "1000",
      attainment: "900",
      proofType: "screenshot",
      proofFileId: attached.id,
    },
  });
  expect(record.status()).toBe(201);
  const loose = (await (await uploadPng(rep.api)).json()) as { id: number };

  const admin = await adminApi(baseURL);
  try {
    const swept = await admin.post("/api/admin/maintenance/sweep-uploads", {
      data: { olderThanHours: 0, userId: rep.id },
    });
    expect(swept.status()).toBe(200);
    expect((await swept.json()).deleted).toBe(1);
    expect((await rep.api.post("/api/admin/maintenance/sweep-uploads", { data: {} })).status()).toBe(403);
  } finally {
    await admin.dispose();
  }
  expect((await rep.api.get(`/api/files/${loose.id}`)).status()).toBe(404);
  expect((await rep.api.get(`/api/files/${attached.id}`)).status()).toBe(200);

  // Fill the quota (one file is stored), ten at a time; the next upload is refused with the message.
  for (let batch = 0; batch < 299; batch += 10) {
    const n = Math.min(10, 299 - batch);
    const statuses = await Promise.all(Array.from({ length: n }, () => uploadPng(rep.api).then((r) => r.status())));
    expect(statuses.every((s) => s === 201)).toBe(true);
  }
  const full = await uploadPng(rep.api);
  expect(full.status()).toBe(413);
  expect((await full.json()).error.message).toContain("You have used your storage for uploads");
});
