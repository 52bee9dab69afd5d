import { dealSourceLine, dealSourceOf, type DealSource } from "@/lib/deal-format";
import { formatDealValue } from "@/lib/deal-source";
import { dealStory } from "@/lib/server/export/pptx/stories";
import { exportSnapshot } from "../fixtures/export-snapshot";

const salesforce: DealSource = {
  provider: "salesforce",
  accountId: "00D5e0000001AbC",
  externalId: "0065e00000XyZ12",
  fetchedAt: "2026-03-07T10:00:00.000Z",
};

describe("formatDealValue, as the shared page and the exports use it", () => {
  it("keeps the dollar short form for USD and for deals without a currency", () => {
    expect(formatDealValue("1250000.00", null)).toBe("$1.3M");
    expect(formatDealValue("1250000.00", "USD")).toBe("$1.3M");
  });

  it("shows other currencies with their own symbol, never a dollar sign", () => {
    expect(formatDealValue("1200000.00", "EUR")).toBe("€1.2M");
    expect(formatDealValue("450000", "GBP")).toBe("£450K");
    expect(formatDealValue(null, "EUR")).toBe("—");
  });
});

describe("deal source", () => {
  it("names the CRM and the account the deal came from, with the import date", () => {
    expect(dealSourceLine(salesforce)).toBe(
      "Imported from Salesforce · Salesforce org 00D5e0000001AbC · fetched Mar 7, 2026",
    );
    expect(dealSourceLine({ ...salesforce, provider: "hubspot", accountId: "4471234" })).toBe(
      "Imported from HubSpot · HubSpot portal 4471234 · fetched Mar 7, 2026",
    );
  });

  it("is read from a row only when all four columns are there", () => {
    const row = {
      sourceProvider: "salesforce" as const,
      sourceAccountId: salesforce.accountId,
      sourceExternalId: salesforce.externalId,
      sourceFetchedAt: new Date(salesforce.fetchedAt),
    };
    expect(dealSourceOf(row)).toEqual(salesforce);
    expect(dealSourceOf({ ...row, sourceAccountId: null })).toBeNull();
    expect(dealSourceOf({ ...row, sourceProvider: null })).toBeNull();
    expect(dealSourceOf({ ...row, sourceProvider: "pipedrive" })).toBeNull();
  });
});

// The PDF card (lib/server/export/pdf/cards.ts) loads @react-pdf, which jest cannot: tests/api/ats-server-handoff.spec.ts
// reads the rendered PDF instead.
describe("imported deals in the deck", () => {
  const [handWritten] = exportSnapshot({ achievements: 0 }).deals;
  const imported = { ...handWritten!, arrValue: "1200000.00", arrCurrency: "EUR", source: salesforce };

  it("the deck's slide carries the source in its meta line, never as a verification", () => {
    const story = dealStory(imported);
    expect(story.meta).toBe("Imported from Salesforce · Salesforce org 00D5e0000001AbC · fetched Mar 7, 2026");
    expect(story.verification).toBeNull();
    expect(story.tiles[0]).toEqual({ label: "ARR", value: "€1.2M" });
    expect(dealStory(handWritten!).meta).toBeNull();
  });
});
