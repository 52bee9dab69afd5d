// Valid payloads for each content type, shared by the API suites.
export type ContentType = {
  path: string;
  /** A valid create body. */
  create: () => Record<string, unknown>;
  /** A partial update and the field it must change. */
  update: { body: Record<string, unknown>; field: string; expected: unknown };
  /** A body that fails validation, with the field and the message the user sees. */
  invalid: { body: Record<string, unknown>; field: string; message: string };
};

const lastYear = new Date().getUTCFullYear() - 1;

export const CONTENT_TYPES: ContentType[] = [
  {
    path: "/api/achievements",
    create: () => ({
      title: "Closed the largest deal in region history",
      description: "Won a $1.2M platform deal against the incumbent after a 7-month cycle.",
      tags: "enterprise, new logo",
      metrics: { dealValue: "1200000" },
    }),
    update: {
      body: { aiEnhanced: "Closed a $1.2M platform deal." },
      field: "aiEnhanced",
      expected: "Closed a $1.2M platform deal.",
    },
    invalid: { body: { title: "", description: "x" }, field: "title", message: "Title is required" },
  },
  {
    path: "/api/quota-records",
    create: () => ({ year: lastYear, periodType: "quarterly", quarter: 3, quota: "400000", attainment: "500000" }),
    update: { body: { attainment: "600000" }, field: "attainmentPercent", expected: "150.00" },
    invalid: {
      body: { year: lastYear, periodType: "annual", attainment: "5" },
      field: "quota",
      message: "Quota is required",
    },
  },
  {
    path: "/api/experiences",
    create: () => ({
      company: "Acme Analytics",
      role: "Account Executive",
      duration: "2 years",
      location: "Denver, CO",
      companyRevenueSize: ["Growth Stage ($1M-$10M)"],
      companyEmployeeCount: ["51-200"],
      companyType: ["Private"],
      marketComplexity: "Single Decision Maker",
      verticals: ["SaaS & Software"],
      personas: ["CFO / Finance"],
      netNewLogoPercent: 65,
      expansionPercent: 35,
      totalAccountsManaged: 40,
      existingCustomers: 10,
      netNewProspects: 30,
      averageDealCycle: 3.5,
      achievements: "Exceeded quota four quarters in a row.",
      description: "Full-cycle mid-market seller for analytics software.",
    }),
    update: { body: { role: "Senior Account Executive" }, field: "role", expected: "Senior Account Executive" },
    invalid: { body: { company: "" }, field: "company", message: "Company name is required" },
  },
  {
    path: "/api/deal-highlights",
    create: () => ({
      title: "Globex platform win",
      description: "Three-year platform agreement with Globex.",
      arrValue: "250000",
      cycleLength: 120,
      stakeholders: [{ name: "Ana Ortiz", salesCycleRole: "Champion" }],
    }),
    update: { body: { arrValue: "300000" }, field: "arrValue", expected: "300000.00" },
    invalid: {
      body: { title: "Deal", description: "" },
      field: "description",
      message: "Deal description is required",
    },
  },
  {
    path: "/api/executive-circle",
    create: () => ({
      executiveName: "Dana Cho",
      executiveTitle: "CFO",
      executiveCompany: "Initech",
      executiveLevel: "C-Suite",
      relationship: "Inner Circle",
      communicationFrequency: "Monthly",
      isTextingBasis: true,
    }),
    update: { body: { connectionStrength: 9 }, field: "connectionStrength", expected: 9 },
    invalid: { body: { executiveName: "" }, field: "executiveName", message: "Executive name is required" },
  },
  {
    path: "/api/references",
    create: () => ({
      referenceName: "Sam Park",
      referenceTitle: "VP Sales",
      referenceCompany: "Umbrella",
      workingRelationship: "Former Manager",
      testimonial: "Sam's best closer.",
      yearsWorkedTogether: "3",
    }),
    update: {
      body: { testimonial: "The best closer I managed." },
      field: "testimonial",
      expected: "The best closer I managed.",
    },
    invalid: {
      body: { referenceName: "Sam", workingRelationship: "Cousin" },
      field: "workingRelationship",
      message: "Please select a working relationship",
    },
  },
];
