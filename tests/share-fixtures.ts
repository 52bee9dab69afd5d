// Building blocks for the share-link tests (API and browser): achievements, a quota record really signed by
// a manager through the e-signature flow, a recognition with a proof waiting for review, and a share link.
import { expect, type APIRequestContext } from "@playwright/test";
import { solidPng } from "./images";
import { signingPath, waitForMail } from "./outbox";
import { uniqueSuffix } from "./api/helpers";
import { managerRequest } from "./devices";

const lastYear = new Date().getUTCFullYear() - 1;

export async function createAchievement(
  api: APIRequestContext,
  title: string,
  description = `${title}: the full story.`,
): Promise<number> {
  const response = await api.post("/api/achievements", {
    data: { title, description, tags: "enterprise", metrics: { dealValue: "250000" } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A recognition whose proof file waits for an admin's review: "Pending verification". */
export async function createPendingRecognition(api: APIRequestContext, title: string): Promise<number> {
  const upload = await api.post("/api/proofs", {
    multipart: {
      file: { name: "award.png", mimeType: "image/png", buffer: solidPng(8) },
      purpose: "recognition-proof",
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const proof = (await upload.json()) as { id: number };
  const response = await api.post("/api/achievements", {
    data: {
      title,
      description: `${title}, awarded for the year's results.`,
      dateReceived: `${lastYear}-03-01`,
      category: "recognition",
      proofFileId: proof.id,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A quota record (125% of quota) that the manager signs through /api/sign/<token>/sign. */
export async function createSignedQuotaRecord(
  api: APIRequestContext,
  baseURL: string,
  signer: { name: string; title: string },
  quarter = 2,
): Promise<number> {
  const managerEmail = `mgr-${uniqueSuffix()}@example.com`;
  const created = await api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "quarterly",
      quarter,
      quota: "400000",
      attainment: "500000",
      proofType: "manager_esign",
      managerName: signer.name,
      managerEmail,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const record = (await created.json()) as { id: number };
  const token = signingPath(await waitForMail(api, managerEmail, "confirm their quota results"))
    .split("/")
    .at(-1)!;
  const manager = managerRequest(baseURL);
  try {
    const signed = await manager.post(`/api/sign/${token}/sign`, {
      data: { fullName: signer.name, title: signer.title, consent: true },
    });
    expect(signed.status(), await signed.text()).toBe(200);
  } finally {
    await manager.dispose();
  }
  return record.id;
}

export type CreatedShareLink = {
  shareUrl: string;
  /** /p/<slug> */
  path: string;
  link: {
    id: number;
    slug: string;
    url: string;
    name: string | null;
    achievementCount: number;
    sections: string[];
    allowIndexing: boolean;
    passwordProtected: boolean;
    expiresAt: string | null;
    viewCount: number;
    revokedAt: string | null;
  };
};

export async function createShareLink(
  api: APIRequestContext,
  achievementIds: number[],
  extra: Record<string, unknown> = {},
): Promise<CreatedShareLink> {
  const response = await api.post("/api/export/shareable-link", { data: { achievementIds, ...extra } });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as Omit<CreatedShareLink, "path">;
  return { ...body, path: new URL(body.shareUrl).pathname };
}

const STORY =
  "Mapped the buying committee across finance, IT and operations, ran a paid pilot with two business units and " +
  "turned the incumbent's renewal into a competitive evaluation we won on time to value. ";

/**
 * `count` achievements of realistic length (a few sentences of story, challenge, approach, impact, metrics and
 * tags), created through the API in parallel batches. Titles are `${prefix} <n>`, n = 1 the oldest. Returns the
 * ids, oldest first.
 */
export async function createManyAchievements(api: APIRequestContext, count: number, prefix: string): Promise<number[]> {
  const ids: number[] = [];
  // One batch after the other keeps creation order (and so the lists' newest-first order) known by batch;
  // within a batch it is not. Batches of 10 put every page boundary the tests use (10 open items on a
  // shared page, 50 items a page in the dashboard) between two batches.
  const batch = 10;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const created = await Promise.all(
      Array.from({ length: size }, async (_, i) => {
        const n = start + i + 1;
        const response = await api.post("/api/achievements", {
          data: {
            title: `${prefix} ${n}`,
            description: STORY.repeat(1 + (n % 3)).trim(),
            challenges: "A three-year incumbent contract and a frozen budget until the next fiscal year.",
            solution: "Built a champion in finance and a business case the CFO took to the board herself.",
            impact: `$${n * 12}K ARR and a reference customer for the region.`,
            tags: "enterprise, competitive displacement",
            metrics: { dealValue: String(100_000 + n * 1_000) },
          },
        });
        expect(response.status(), await response.text()).toBe(201);
        return ((await response.json()) as { id: number }).id;
      }),
    );
    ids.push(...created);
  }
  return ids;
}
