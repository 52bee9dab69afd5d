// A SCIM list's paging (1-based, count kept within bounds) and the attributes / excludedAttributes narrowing of a
// resource, with id, schemas and meta always kept.
import { attributeList, isExcluded, listResponse, MAX_PAGE_SIZE, pageOf, projectResource } from "@/lib/scim/resources";
import { ENTERPRISE_USER_SCHEMA, GROUP_SCHEMA, USER_SCHEMA } from "@/lib/scim/urns";

test("paging: 1-based, startIndex below 1 reads as 1, count within 0..max", () => {
  expect(pageOf()).toEqual({ offset: 0, limit: 100, startIndex: 1 });
  expect(pageOf(101, 100)).toEqual({ offset: 100, limit: 100, startIndex: 101 });
  expect(pageOf(0, -5)).toEqual({ offset: 0, limit: 0, startIndex: 1 });
  expect(pageOf(1, 10_000).limit).toBe(MAX_PAGE_SIZE);
});

test("a list response counts what it holds", () => {
  const list = listResponse([{ schemas: [USER_SCHEMA], id: "1" }], 7, 3);
  expect(list).toEqual({
    schemas: ["urn:ietf:params:scim:api:messages:2.0:ListResponse"],
    totalResults: 7,
    startIndex: 3,
    itemsPerPage: 1,
    Resources: [{ schemas: [USER_SCHEMA], id: "1" }],
  });
});

const group = {
  schemas: [GROUP_SCHEMA],
  id: "4",
  displayName: "Sales Managers",
  members: [{ value: "1", display: "Ada" }],
  meta: { resourceType: "Group" },
};

test("excludedAttributes=members leaves the members out (and never id, schemas or meta)", () => {
  const params = { excludedAttributes: attributeList("members, id, meta") };
  expect(projectResource(group, params)).toEqual({
    schemas: [GROUP_SCHEMA],
    id: "4",
    displayName: "Sales Managers",
    meta: { resourceType: "Group" },
  });
  expect(isExcluded("members", params)).toBe(true);
  expect(isExcluded("displayName", params)).toBe(false);
});

test("attributes picks top-level and sub-attributes, case ignored, URNs understood", () => {
  const user = {
    schemas: [USER_SCHEMA, ENTERPRISE_USER_SCHEMA],
    id: "9",
    userName: "ada@acme.test",
    name: { givenName: "Ada", familyName: "Lovelace" },
    emails: [{ value: "ada@acme.test", type: "work", primary: true }],
    [ENTERPRISE_USER_SCHEMA]: { manager: { value: "3" } },
    meta: { resourceType: "User" },
  };
  expect(projectResource(user, { attributes: attributeList("USERNAME,name.givenName,emails.value") })).toEqual({
    schemas: user.schemas,
    id: "9",
    meta: { resourceType: "User" },
    userName: "ada@acme.test",
    name: { givenName: "Ada" },
    emails: [{ value: "ada@acme.test" }],
  });
  expect(
    projectResource(user, { attributes: [`${ENTERPRISE_USER_SCHEMA}:manager`, `${USER_SCHEMA}:userName`] }),
  ).toMatchObject({ userName: "ada@acme.test", [ENTERPRISE_USER_SCHEMA]: { manager: { value: "3" } } });
  expect(isExcluded("groups", { attributes: ["userName"] })).toBe(true);
  expect(projectResource(user, {})).toBe(user);
});
