// Proof uploads and the review queue's guards: type by content, size on the server, files only for their
// owner, admin routes only for admins, and a client that claims its own verification is ignored.
import { solidPng } from "../images";
import { expect, test } from "./helpers";

const lastYear = new Date().getUTCFullYear() - 1;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const eml = Buffer.from(
  "From: Manager <manager@example.com>\r\nTo: rep@example.com\r\nSubject: Q3 attainment\r\nDate: Mon, 6 Oct 2025 10:00:00 +0000\r\n\r\nYou hit 125% of quota.\r\n",
);
const msg = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
// A Windows executable (MZ header) wearing a .pdf name and type.
const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(256, 0x41)]);

type Upload = { name: string; mimeType: string; buffer: Buffer };
const upload = (api: import("@playwright/test").APIRequestContext, file: Upload, purpose = "quota-proof") =>
  api.post("/api/proofs", { multipart: { file, purpose } });

test("the owner uploads a proof and downloads it as an attachment; another user gets 404", async ({ newUser }) => {
  const rep = await newUser();
  const other = await newUser();
  const response = await upload(rep.api, { name: "Q3 dashboard.png", mimeType: "image/png", buffer: solidPng(8) });
  expect(response.status()).toBe(201);
  const file = (await response.json()) as { id: number; originalName: string; contentType: string; sizeBytes: number };
  expect(file).toEqual({
    id: expect.any(Number),
    originalName: "Q3 dashboard.png",
    contentType: "image/png",
    sizeBytes: solidPng(8).length,
  });

  const download = await rep.api.get(`/api/files/${file.id}`);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("image/png");
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="Q3 dashboard.png"/);
  expect(download.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.compare(await download.body(), solidPng(8))).toBe(0);
  // Inline viewing is for reviewers only: the owner still gets a download.
  expect((await rep.api.get(`/api/files/${file.id}?inline=1`)).headers()["content-disposition"]).toMatch(/^attachment/);

  expect((await other.api.get(`/api/files/${file.id}`)).status()).toBe(404);
  expect((await other.api.get(`/api/files/${file.id}?inline=1`)).status()).toBe(404);
  expect((await rep.api.get("/api/files/999999999")).status()).toBe(404);
});

test("pdf, eml and msg quota proofs are accepted by content; recognition proofs take only pdf and images", async ({
  newUser,
}) => {
  const rep = await newUser();
  for (const [name, buffer, type] of [
    ["proof.pdf", pdf, "application/pdf"],
    ["manager.eml", eml, "message/rfc822"],
    ["manager.msg", msg, "application/vnd.ms-outlook"],
  ] as const) {
    const response = await upload(rep.api, { name, mimeType: "application/octet-stream", buffer });
    expect(response.status(), name).toBe(201);
    expect((await response.json()).contentType).toBe(type);
  }
  const refused = await upload(
    rep.api,
    { name: "manager.eml", mimeType: "message/rfc822", buffer: eml },
    "recognition-proof",
  );
  expect(refused.status()).toBe(422);
  expect((await refused.json()).error.fields.file).toContain("PDF, PNG, JPG or JPEG");
  expect((await upload(rep.api, { name: "x.pdf", mimeType: "application/pdf", buffer: pdf }, "avatar")).status()).toBe(
    422,
  );
});

test("a .exe renamed .pdf and a 20 MB file are refused, and nothing is stored", async ({ newUser }) => {
  const rep = await newUser();
  const exeResponse = await upload(rep.api, { name: "statement.pdf", mimeType: "application/pdf", buffer: exe });
  expect(exeResponse.status()).toBe(422);
  expect((await exeResponse.json()).error.message).toContain("This file type is not accepted");

  const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(20 * 1024 * 1024, 0x20)]);
  const bigResponse = await upload(rep.api, { name: "big.pdf", mimeType: "application/pdf", buffer: big });
  expect(bigResponse.status()).toBe(413);
  expect((await bigResponse.json()).error).toMatchObject({
    code: "too_large",
    message: "The file is larger than 10 MB. Please upload a smaller file.",
  });

  // Neither became a file a record could point at.
  const record = await rep.api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "annual",
      quota: "100000",
      attainment: "90000",
      proofType: "screenshot",
      proofFileId: 1,
    },
  });
  expect([404, 422]).toContain(record.status());
});

test("a screenshot proof saves the record pending review; forged isVerified and reviewStatus are ignored", async ({
  newUser,
}) => {
  const rep = await newUser();
  const file = (await (
    await upload(rep.api, { name: "q.png", mimeType: "image/png", buffer: solidPng(8) })
  ).json()) as { id: number };
  const response = await rep.api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "quarterly",
      quarter: 2,
      quota: "100000",
      attainment: "120000",
      proofType: "screenshot",
      proofFileId: file.id,
      isVerified: true,
      verifiedAt: new Date().toISOString(),
      reviewStatus: "approved",
      reviewedBy: rep.id,
    },
  });
  expect(response.status()).toBe(201);
  const record = await response.json();
  expect(record).toMatchObject({
    proofType: "screenshot",
    proofFileId: file.id,
    isVerified: false,
    reviewStatus: "pending",
    verifiedAt: null,
    reviewedBy: null,
  });

  // An update can't approve it either.
  const put = await rep.api.put(`/api/quota-records/${record.id}`, {
    data: { isVerified: true, reviewStatus: "approved" },
  });
  expect(put.status()).toBe(200);
  expect(await put.json()).toMatchObject({ isVerified: false, reviewStatus: "pending" });

  // Same for a recognition.
  const proof = (await (
    await upload(rep.api, { name: "award.pdf", mimeType: "application/pdf", buffer: pdf }, "recognition-proof")
  ).json()) as { id: number };
  const recognition = await rep.api.post("/api/achievements", {
    data: {
      title: "President's Club",
      description: "Top 5% of the sales org.",
      dateReceived: `${lastYear}-03-01`,
      category: "recognition",
      proofFileId: proof.id,
      isVerified: true,
      reviewStatus: "approved",
    },
  });
  expect(recognition.status()).toBe(201);
  expect(await recognition.json()).toMatchObject({ proofFileId: proof.id, isVerified: false, reviewStatus: "pending" });
});

test("a record can't point at another user's file or a file uploaded for something else", async ({ newUser }) => {
  const rep = await newUser();
  const other = await newUser();
  const theirs = (await (
    await upload(other.api, { name: "q.png", mimeType: "image/png", buffer: solidPng(8) })
  ).json()) as { id: number };
  const base = { year: lastYear, periodType: "annual", quota: "100000", attainment: "90000", proofType: "screenshot" };
  const stolen = await rep.api.post("/api/quota-records", { data: { ...base, proofFileId: theirs.id } });
  expect(stolen.status()).toBe(404);
  expect((await stolen.json()).error.fields.proofFileId).toBe("Proof file not found");

  const recognitionFile = (await (
    await upload(rep.api, { name: "a.png", mimeType: "image/png", buffer: solidPng(8) }, "recognition-proof")
  ).json()) as { id: number };
  expect(
    (await rep.api.post("/api/quota-records", { data: { ...base, proofFileId: recognitionFile.id } })).status(),
  ).toBe(422);

  const missing = await rep.api.post("/api/quota-records", { data: base });
  expect(missing.status()).toBe(422);
  expect((await missing.json()).error.fields.proofFileId).toBe("Proof upload is required");
  expect(await (await rep.api.get("/api/quota-records")).json()).toEqual([]);
});

test("every admin route answers 403 to a signed-in non-admin and 401 when signed out", async ({
  newUser,
  playwright,
  baseURL,
}) => {
  const rep = await newUser();
  const file = (await (
    await upload(rep.api, { name: "q.png", mimeType: "image/png", buffer: solidPng(8) })
  ).json()) as { id: number };
  const created = await rep.api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "annual",
      quota: "100000",
      attainment: "90000",
      proofType: "screenshot",
      proofFileId: file.id,
    },
  });
  const record = (await created.json()) as { id: number };
  expect((await rep.api.get("/api/admin/reviews")).status()).toBe(403);
  for (const kind of ["quota-record", "achievement"]) {
    const response = await rep.api.post(`/api/admin/reviews/${kind}/${record.id}`, { data: { decision: "approve" } });
    expect(response.status()).toBe(403);
  }
  const page = await rep.api.get("/admin/reviews");
  expect(page.status()).toBe(403);

  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get("/api/admin/reviews")).status()).toBe(401);
  expect(
    (await anonymous.post(`/api/admin/reviews/quota-record/${record.id}`, { data: { decision: "approve" } })).status(),
  ).toBe(401);
  expect((await anonymous.get(`/api/files/${file.id}`)).status()).toBe(401);
  await anonymous.dispose();

  // Nothing changed.
  expect(await (await rep.api.get(`/api/quota-records/${record.id}`)).json()).toMatchObject({
    isVerified: false,
    reviewStatus: "pending",
  });
});
