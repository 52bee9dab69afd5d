import { crmAmount, crmCurrency, crmDate, crmDealStory } from "@/lib/server/integrations/deal-fields";
import { mapHubSpotDeal } from "@/lib/server/integrations/hubspot/mapping";
import {
  isSalesforceId,
  mapSalesforceOpportunity,
  parseSalesforceIdentityUrl,
  salesforceClosedWonQuery,
} from "@/lib/server/integrations/salesforce/mapping";
import { connectNotice, syncSummary } from "@/lib/integrations";
import { dealSourceAccountLabel, dealSourceLabel, formatDealAmount, formatDealValue } from "@/lib/deal-source";

const OWNER = "0055g00000AbCdEAA2";

describe("salesforceClosedWonQuery", () => {
  it("asks for won opportunities of the one owner, with or without CurrencyIsoCode", () => {
    const soql = salesforceClosedWonQuery(OWNER, true);
    expect(soql).toMatch(
      /^SELECT Id, Name, OwnerId, IsWon, Amount, CurrencyIsoCode, CloseDate, Description, Account\.Name FROM Opportunity /,
    );
    expect(soql).toContain(`WHERE IsWon = true AND OwnerId = '${OWNER}'`);
    expect(salesforceClosedWonQuery(OWNER, false)).not.toContain("CurrencyIsoCode");
  });

  it("refuses an owner that is not a Salesforce id (nothing can be injected into the query)", () => {
    expect(() => salesforceClosedWonQuery("005' OR OwnerId != '", true)).toThrow();
    expect(() => salesforceClosedWonQuery("", true)).toThrow();
    expect(isSalesforceId("0055g00000AbCdE")).toBe(true);
    expect(isSalesforceId("0055g00000AbCdEAA")).toBe(false);
  });
});

describe("parseSalesforceIdentityUrl", () => {
  it("reads the org and user ids", () => {
    expect(parseSalesforceIdentityUrl(`https://login.salesforce.com/id/00D5g000004XyZ1EAK/${OWNER}`)).toEqual({
      orgId: "00D5g000004XyZ1EAK",
      userId: OWNER,
    });
    expect(parseSalesforceIdentityUrl("https://login.salesforce.com/id/nope")).toBeNull();
    expect(parseSalesforceIdentityUrl(42)).toBeNull();
  });
});

describe("crmAmount", () => {
  it.each([
    [125000, "125000"],
    [480000.5, "480000.50"],
    ["150000.75", "150000.75"],
    ["99.995", "100"],
    ["0.004", "0"],
    [1.005, "1.01"],
    [2e6, "2000000"],
    ["1e3", "1000"],
  ])("%p → %p", (input, expected) => expect(crmAmount(input)).toBe(expected));

  it.each([[null], [undefined], [""], [-5], ["-5"], ["abc"], [Number.NaN], [1e14], ["99999999999999"]])(
    "%p → null (none, negative, not a number or too large to store)",
    (input) => expect(crmAmount(input)).toBeNull(),
  );
});

describe("crmCurrency and crmDate", () => {
  it("keeps ISO codes and dates, drops the rest", () => {
    expect(crmCurrency("eur")).toBe("EUR");
    expect(crmCurrency("EURO")).toBeNull();
    expect(crmCurrency(null)).toBeNull();
    expect(crmDate("2025-03-07")).toBe("2025-03-07");
    expect(crmDate("2025-03-07T00:00:00.000Z")).toBe("2025-03-07");
    expect(crmDate("1741305600000")).toBe("2025-03-07");
    expect(crmDate("March 7")).toBeNull();
  });
});

describe("mapSalesforceOpportunity", () => {
  const record = {
    attributes: { type: "Opportunity" },
    Id: "0065g00000Opp01AAA",
    Name: "Globex platform rollout",
    Amount: 1250000,
    CurrencyIsoCode: "EUR",
    CloseDate: "2025-02-15",
    Description: null,
    Account: { Name: "Globex" },
    OwnerId: OWNER,
    IsWon: true,
  };

  it("maps a won opportunity of the owner", () => {
    expect(mapSalesforceOpportunity(record, OWNER)).toEqual({
      externalId: "0065g00000Opp01AAA",
      title: "Globex platform rollout",
      description: null,
      amount: "1250000",
      currency: "EUR",
      closeDate: "2025-02-15",
      accountName: "Globex",
    });
    // 15- and 18-character forms of one id are the same user.
    expect(mapSalesforceOpportunity(record, OWNER.slice(0, 15))).not.toBeNull();
  });

  it("never imports a lost deal, another owner's deal, or one without an id or name", () => {
    expect(mapSalesforceOpportunity({ ...record, IsWon: false }, OWNER)).toBeNull();
    expect(mapSalesforceOpportunity({ ...record, OwnerId: "0055g00000ZyXwVAA1" }, OWNER)).toBeNull();
    expect(mapSalesforceOpportunity({ ...record, Id: "bad" }, OWNER)).toBeNull();
    expect(mapSalesforceOpportunity({ ...record, Name: "  " }, OWNER)).toBeNull();
  });

  it("handles an org without multi-currency (no CurrencyIsoCode field)", () => {
    const { CurrencyIsoCode: _omitted, ...single } = record;
    expect(mapSalesforceOpportunity(single, OWNER)?.currency).toBeNull();
  });
});

describe("mapHubSpotDeal", () => {
  const result = {
    id: "5003",
    properties: {
      dealname: "Maple Leaf expansion",
      amount: "150000.75",
      deal_currency_code: "CAD",
      closedate: "2025-04-20T00:00:00.000Z",
      description: "",
      hs_is_closed_won: "true",
      hubspot_owner_id: "101",
    },
  };

  it("maps a closed-won deal of the owner", () => {
    expect(mapHubSpotDeal(result, "101")).toEqual({
      externalId: "5003",
      title: "Maple Leaf expansion",
      description: null,
      amount: "150000.75",
      currency: "CAD",
      closeDate: "2025-04-20",
      accountName: null,
    });
  });

  it("never imports a deal that is not closed-won or has another owner", () => {
    expect(
      mapHubSpotDeal({ ...result, properties: { ...result.properties, hs_is_closed_won: "false" } }, "101"),
    ).toBeNull();
    expect(mapHubSpotDeal(result, "202")).toBeNull();
    expect(mapHubSpotDeal({ ...result, id: "x1" }, "101")).toBeNull();
  });
});

describe("crmDealStory", () => {
  const deal = {
    externalId: "1",
    title: "T".repeat(250),
    description: null,
    amount: "1000",
    currency: "EUR",
    closeDate: "2025-03-07",
    accountName: "Acme",
  };

  it("says where a story without a description came from, and bounds the title", () => {
    const story = crmDealStory(deal, "salesforce");
    expect(story.description).toBe("Closed-won with Acme on Mar 7, 2025, imported from Salesforce.");
    expect(story.title).toHaveLength(200);
    expect(story).toMatchObject({ arrValue: "1000", arrCurrency: "EUR" });
    expect(crmDealStory({ ...deal, accountName: null, closeDate: null }, "hubspot").description).toBe(
      "Closed-won, imported from HubSpot.",
    );
  });
});

describe("deal source words and amounts", () => {
  it("labels the provider and its account", () => {
    expect(dealSourceLabel("salesforce")).toBe("Imported from Salesforce");
    expect(dealSourceLabel("hubspot")).toBe("Imported from HubSpot");
    expect(dealSourceAccountLabel({ provider: "salesforce", accountId: "00D5g000004XyZ1EAK" })).toBe(
      "Salesforce org 00D5g000004XyZ1EAK",
    );
    expect(dealSourceAccountLabel({ provider: "hubspot", accountId: "4412345" })).toBe("HubSpot portal 4412345");
  });

  it("shows an amount in its own currency; USD (or none) as every other figure", () => {
    expect(formatDealAmount("480000.50", "EUR")).toBe("€480K");
    expect(formatDealAmount("1250000", "GBP")).toBe("£1.3M");
    expect(formatDealAmount(999, "CAD")).toBe("CA$999");
    expect(formatDealAmount(null, "EUR")).toBe("—");
    expect(formatDealValue("1250000", null)).toBe("$1.3M");
    expect(formatDealValue("1250000", "USD")).toBe("$1.3M");
    expect(formatDealValue("1250000", "JPY")).toBe("¥1.3M");
  });
});

describe("integrations page texts", () => {
  it("words a connect's outcome", () => {
    expect(connectNotice({ connected: "salesforce" })).toMatchObject({
      kind: "success",
      title: "Salesforce connected",
    });
    expect(connectNotice({ provider: "hubspot", error: "state" })).toMatchObject({
      kind: "error",
      title: "HubSpot was not connected",
    });
    expect(connectNotice({})).toBeNull();
    expect(connectNotice({ connected: "pipedrive" })).toBeNull();
  });

  it("summarises a sync", () => {
    expect(syncSummary({ created: 1, updated: 0, skipped: 0 })).toBe("1 new deal story, 0 updated");
    expect(syncSummary({ created: 2, updated: 1, skipped: 3 })).toBe(
      "2 new deal stories, 1 updated, 3 skipped (edited by you, or past your plan's limit)",
    );
  });
});
