// The helpers that name which parts of a row a query or a page shows: exactly those parts, in their listed order.
import { columnsOf } from "@/lib/server/db/columns";
import { authSessions } from "@/lib/server/db/schema";
import { recordFigures } from "@/lib/server/data/quota-figures";
import { SHOWN_FIELDS, shownFields } from "@/lib/server/export/shown-fields";

describe("columnsOf", () => {
  it("is the named columns of the table under their own names, and nothing else", () => {
    const columns = columnsOf(authSessions, ["id", "lastSeenAt"]);
    expect(Object.keys(columns)).toEqual(["id", "lastSeenAt"]);
    expect(columns.id).toBe(authSessions.id);
    expect(columns.lastSeenAt).toBe(authSessions.lastSeenAt);
  });
});

describe("recordFigures", () => {
  it("keeps a record's id, period, quota and attainment, in that order", () => {
    const record = {
      id: 7,
      userId: 3,
      year: 2025,
      quarter: 2,
      quota: "450000",
      attainment: "500000",
      attainmentPercent: "111.11",
      isVerified: true,
    };
    expect(Object.entries(recordFigures(record))).toEqual([
      ["id", 7],
      ["year", 2025],
      ["quarter", 2],
      ["quota", "450000"],
      ["attainment", "500000"],
      ["attainmentPercent", "111.11"],
    ]);
  });
});

describe("shownFields", () => {
  it("never carries a reference's e-mail or phone, and keeps the table's order", () => {
    const reference = {
      id: 1,
      userId: 2,
      referenceName: "Dana",
      referenceTitle: "RVP",
      referenceCompany: "Northbeam",
      workingRelationship: "Current Manager",
      testimonial: "Great",
      yearsWorkedTogether: 3,
      email: "dana@example.com",
      phone: "555",
    };
    const shown = shownFields("references", reference);
    expect(Object.keys(shown)).toEqual([...SHOWN_FIELDS.references]);
    expect(shown).not.toHaveProperty("email");
    expect(shown).not.toHaveProperty("phone");
  });
});
