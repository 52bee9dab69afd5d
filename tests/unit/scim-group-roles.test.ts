// The group → role rule on its edges: words of a role's name, singular or plural, in any case and spelling of the
// separators; words that merely contain one do not count; the highest role wins; no mapped group gives the default.
import { highestGroupRole, roleForGroupName, roleFromGroups } from "@/lib/scim/group-roles";

test.each([
  ["Sales Managers", "manager"],
  ["manager", "manager"],
  ["QuotaProof admins", "admin"],
  ["ADMIN", "admin"],
  ["Administrators", "admin"],
  ["EMEA-Recruiters", "recruiter"],
  ["sellers_west", "seller"],
  ["Seller", "seller"],
  ["Admins and Managers", "admin"],
  ["Recruiters / Sellers", "recruiter"],
])("%s maps to %s", (name, role) => {
  expect(roleForGroupName(name)).toBe(role);
});

test.each(["Everyone", "Sales", "Management", "Administration", "Salesmanagers", "", "Owners", "owner"])(
  "%s maps to no role",
  (name) => {
    expect(roleForGroupName(name)).toBeNull();
  },
);

test("the highest mapped role wins, whatever the order of the groups", () => {
  expect(roleFromGroups(["Sellers", "Sales Managers", "Everyone"])).toBe("manager");
  expect(roleFromGroups(["Recruiters", "Admins"])).toBe("admin");
  expect(roleFromGroups(["Recruiters", "Sellers"])).toBe("recruiter");
  expect(highestGroupRole(["Everyone", "EMEA"])).toBeNull();
});

test("no mapped group gives the default role (seller unless told)", () => {
  expect(roleFromGroups([])).toBe("seller");
  expect(roleFromGroups(["Everyone"])).toBe("seller");
  expect(roleFromGroups(["Everyone"], "recruiter")).toBe("recruiter");
});
