// SCIM filters as Okta and Microsoft Entra send them, read into the criteria the data layer runs; anything else is an
// invalidFilter error (the routes answer 400).
import { parseGroupFilter, parseUserFilter, ScimFilterError, MAX_FILTER_LENGTH } from "@/lib/scim/filter";

test("the lookups identity providers make", () => {
  expect(parseUserFilter('userName eq "test.user@okta.local"')).toEqual({
    op: "eq",
    attr: "userName",
    value: "test.user@okta.local",
  });
  expect(parseUserFilter('externalId eq "00ujl29u0le5T6Aj10h7"')).toEqual({
    op: "eq",
    attr: "externalId",
    value: "00ujl29u0le5T6Aj10h7",
  });
  expect(parseUserFilter('id eq "42"')).toEqual({ op: "eq", attr: "id", value: "42" });
  // Attribute names are case-insensitive and may carry the core schema's URN.
  expect(parseUserFilter('USERNAME eq "a@b.test"')).toMatchObject({ attr: "userName" });
  expect(parseUserFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "a@b.test"')).toMatchObject({
    attr: "userName",
  });
});

test("Entra's work address and manager checks", () => {
  expect(parseUserFilter('emails[type eq "work"].value eq "jy@contoso.test"')).toEqual({
    op: "and",
    items: [{ op: "always" }, { op: "eq", attr: "email", value: "jy@contoso.test" }],
  });
  expect(parseUserFilter('emails[type eq "home"]')).toEqual({ op: "never" });
  expect(parseUserFilter('id eq "7" and manager eq "3"')).toEqual({
    op: "and",
    items: [
      { op: "eq", attr: "id", value: "7" },
      { op: "eq", attr: "manager", value: "3" },
    ],
  });
  expect(
    parseUserFilter('urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager.value eq "3"'),
  ).toMatchObject({ attr: "manager", value: "3" });
  // A value without quotes, as one of Microsoft's examples writes it.
  expect(parseUserFilter("externalId eq jyoung")).toEqual({ op: "eq", attr: "externalId", value: "jyoung" });
});

test("active compares with booleans, given as JSON or as strings", () => {
  expect(parseUserFilter("active eq true")).toEqual({ op: "eq", attr: "active", value: true });
  expect(parseUserFilter('active eq "False"')).toEqual({ op: "eq", attr: "active", value: false });
  expect(() => parseUserFilter('active eq "maybe"')).toThrow(ScimFilterError);
});

test("groups: by name, external id, id and member", () => {
  expect(parseGroupFilter('displayName eq "Sales Managers"')).toEqual({
    op: "eq",
    attr: "displayName",
    value: "Sales Managers",
  });
  expect(parseGroupFilter('members[value eq "5"]')).toEqual({ op: "eq", attr: "member", value: "5" });
  expect(parseGroupFilter('id eq "2" and members eq "5"')).toMatchObject({ op: "and" });
  expect(parseGroupFilter('displayName eq "A" or displayName eq "B"')).toMatchObject({ op: "or" });
});

test.each([
  ['userName sw "a"', "not supported"],
  ['userName co "a"', "not supported"],
  ["userName pr", "not supported"],
  ['title eq "AE"', "not supported"],
  ['not (userName eq "a")', ""],
  ["userName eq", ""],
  ['(userName eq "a"', ""],
  ['addresses[type eq "work"]', "not supported"],
])("%s is an invalid filter", (filter, words) => {
  expect(() => parseUserFilter(filter)).toThrow(ScimFilterError);
  if (words) expect(() => parseUserFilter(filter)).toThrow(words);
});

test("members of a user, or a userName of a group, are not filters of theirs", () => {
  expect(() => parseGroupFilter('userName eq "a"')).toThrow(ScimFilterError);
  expect(() => parseUserFilter('members eq "1"')).toThrow(ScimFilterError);
});

test("a filter past the length limit is refused before it is parsed", () => {
  const long = `userName eq "${"a".repeat(MAX_FILTER_LENGTH)}"`;
  expect(() => parseUserFilter(long)).toThrow("longer than");
});
