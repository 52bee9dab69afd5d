// Shared by the smart import API tests: uploading a corpus document, importing a selection, and reading back the
// five portfolio lists the import writes to.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import type { ExtractedData, ImportRequestBody } from "@/lib/validators/import";
import { expect } from "./helpers";

export const CORPUS = fileURLToPath(new URL("../fixtures/import/", import.meta.url));
export const GROUPS = ["quotaRecords", "dealHighlights", "experiences", "achievements", "executiveCircle"] as const;
export const LIST_PATHS = {
  quotaRecords: "/api/quota-records",
  dealHighlights: "/api/deal-highlights",
  experiences: "/api/experiences",
  achievements: "/api/achievements",
  executiveCircle: "/api/executive-circle",
} as const;

export type Upload = { name: string; mimeType: string; buffer: Buffer };

export const upload = (api: APIRequestContext, document: Upload, userId?: number) =>
  api.post("/api/documents/upload", {
    multipart: { document, ...(userId === undefined ? {} : { userId: String(userId) }) },
  });

export const corpusFile = (name: string): Upload => ({
  name,
  mimeType: "application/octet-stream",
  buffer: readFileSync(path.join(CORPUS, name)),
});

export const importItems = (api: APIRequestContext, body: ImportRequestBody) =>
  api.post("/api/documents/import", { data: body });

/** The five portfolio lists the import writes to, as arrays of rows. */
export async function portfolioLists(
  api: APIRequestContext,
): Promise<Record<(typeof GROUPS)[number], Record<string, unknown>[]>> {
  const entries = await Promise.all(
    GROUPS.map(async (group) => {
      const response = await api.get(LIST_PATHS[group]);
      expect(response.status()).toBe(200);
      return [group, (await response.json()) as Record<string, unknown>[]] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<(typeof GROUPS)[number], Record<string, unknown>[]>;
}

export const EMPTY_LISTS = {
  quotaRecords: [],
  dealHighlights: [],
  experiences: [],
  achievements: [],
  executiveCircle: [],
};

export const lastYear = new Date().getUTCFullYear() - 1;

/** An extraction holding only the given groups' items (every other group empty). */
export const extractionOf = (parts: Partial<ExtractedData>): ExtractedData => ({
  quotaRecords: [],
  dealHighlights: [],
  experiences: [],
  achievements: [],
  executiveCircle: [],
  references: [],
  aboutMe: [],
  ...parts,
});

/** An extraction as the review sends it back (the import takes it from the client, so the tests can too). */
export function extraction(): ExtractedData {
  return {
    quotaRecords: [
      { year: lastYear, quarter: 1, attainmentPercent: "132", attainment: null, quota: "500000", confidence: 91 },
      { year: lastYear, quarter: 2, attainmentPercent: "118", attainment: "590000", quota: "500000", confidence: 98 },
      { year: null, quarter: null, attainmentPercent: "112", attainment: null, quota: null, confidence: 50 },
    ],
    dealHighlights: [
      {
        title: "Globex Corporation",
        description: "Closed a $1.2M ARR platform deal with Globex Corporation.",
        arrValue: "1200000",
        confidence: 98,
      },
      {
        title: "Acme Health",
        description: "Landed Acme Health ($640K ACV, 3-year term).",
        arrValue: "640000",
        confidence: 98,
      },
    ],
    experiences: [
      {
        title: "Enterprise Account Executive",
        company: "Northwind Software",
        startDate: "2021-01",
        endDate: null,
        confidence: 98,
      },
      {
        title: "Senior Account Executive",
        company: "Contoso Cloud",
        startDate: "2018",
        endDate: "2020",
        confidence: 98,
      },
    ],
    achievements: [
      {
        title: "Generated $3.2M in qualified pipeline",
        description: "Generated $3.2M in qualified pipeline.",
        category: "pipeline_generation",
        confidence: 88,
      },
      {
        title: "Rookie of the Year",
        description: "Rookie of the Year, 2018.",
        category: "recognition",
        confidence: 98,
      },
      {
        title: "Booked 212 qualified meetings",
        description: "Booked 212 qualified meetings.",
        category: "pipeline_generation",
        confidence: 88,
      },
    ],
    executiveCircle: [
      {
        executiveName: "Priya Shah",
        executiveTitle: "Regional Vice President, Sales",
        executiveCompany: "Northwind Software",
        confidence: 98,
      },
      {
        executiveName: "Marcus Bell",
        executiveTitle: "Chief Financial Officer",
        executiveCompany: "Globex Corporation",
        confidence: 98,
      },
      { executiveName: "Dana Whitfield", executiveTitle: "CIO", executiveCompany: "Acme Health", confidence: 98 },
    ],
    references: [],
    aboutMe: [],
  };
}
