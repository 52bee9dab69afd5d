// PATCH as Okta and Microsoft Entra send it (RFC 7644 §3.5.2): the User after the operations, in one spelling, and a
// Group's operations as a plan of name and member changes. Ill-formed operations are SCIM errors of the right type.
import { managerIdOf, normalizeOps, patchUser, planGroupPatch, ScimPatchError } from "@/lib/scim/patch";
import { ENTERPRISE_USER_SCHEMA, USER_SCHEMA } from "@/lib/scim/urns";

const user = () => ({
  schemas: [USER_SCHEMA],
  id: "12",
  userName: "ada@acme.test",
  name: { givenName: "Ada", familyName: "Lovelace", formatted: "Ada Lovelace" },
  displayName: "Ada Lovelace",
  emails: [{ value: "ada@acme.test", type: "work", primary: true }],
  active: true,
  meta: { resourceType: "User", location: "https://app.test/api/scim/v2/1/Users/12" },
});

const ops = (...operations: { op: string; path?: string; value?: unknown }[]) => normalizeOps(operations);

test("Okta's deactivation: replace without a path, the attributes in the value", () => {
  const original = user();
  const patched = patchUser(original, ops({ op: "replace", value: { active: false } }));
  expect(patched.active).toBe(false);
  expect(original.active).toBe(true);
});

test("Entra's capitalised ops, string booleans, filtered and dotted paths", () => {
  const patched = patchUser(
    user(),
    ops(
      { op: "Replace", path: 'emails[type eq "work"].value', value: "ada.king@acme.test" },
      { op: "Replace", path: "name.familyName", value: "King" },
      { op: "Replace", path: "active", value: "False" },
    ),
  );
  expect(patched.emails).toEqual([{ value: "ada.king@acme.test", type: "work", primary: true }]);
  expect(patched.name).toMatchObject({ givenName: "Ada", familyName: "King" });
  expect(patched.active).toBe(false);
  expect(patchUser(user(), ops({ op: "Replace", path: "active", value: "True" })).active).toBe(true);
  // Entra's no-path form with dotted keys.
  expect(patchUser(user(), ops({ op: "Replace", value: { "name.givenName": "Augusta" } })).name).toMatchObject({
    givenName: "Augusta",
  });
});

test("the manager, however it is sent, lands in the enterprise extension", () => {
  const plain = patchUser(user(), ops({ op: "Add", path: `${ENTERPRISE_USER_SCHEMA}:manager`, value: "34" }));
  expect(managerIdOf((plain[ENTERPRISE_USER_SCHEMA] as { manager: unknown }).manager)).toBe("34");
  const listed = patchUser(
    user(),
    ops({ op: "Add", path: "manager", value: [{ $ref: "https://app.test/Users/35", value: "35" }] }),
  );
  expect(listed).not.toHaveProperty("manager");
  expect(managerIdOf((listed[ENTERPRISE_USER_SCHEMA] as { manager: unknown }).manager)).toBe("35");
  const removed = patchUser(
    { ...user(), [ENTERPRISE_USER_SCHEMA]: { manager: { value: "34" } } },
    ops({ op: "Remove", path: `${ENTERPRISE_USER_SCHEMA}:manager` }),
  );
  expect(managerIdOf((removed[ENTERPRISE_USER_SCHEMA] as { manager?: unknown } | undefined)?.manager)).toBeUndefined();
});

test("a manager value's spellings", () => {
  expect(managerIdOf(undefined)).toBeUndefined();
  expect(managerIdOf(null)).toBeNull();
  expect(managerIdOf("")).toBeNull();
  expect(managerIdOf([])).toBeNull();
  expect(managerIdOf(7)).toBe("7");
  expect(managerIdOf({ value: "8", displayName: "Boss" })).toBe("8");
  expect(managerIdOf([{ value: 9 }])).toBe("9");
  expect(managerIdOf({ displayName: "no id" })).toBeNull();
});

test("ill-formed operations are refused with their SCIM type", () => {
  const typeOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof ScimPatchError ? error.scimType : "other";
    }
    return "none";
  };
  expect(typeOf(() => ops({ op: "move", path: "userName", value: "x" }))).toBe("invalidSyntax");
  expect(typeOf(() => ops({ op: "Remove" }))).toBe("noTarget");
  expect(typeOf(() => ops({ op: "add", path: "displayName" }))).toBe("invalidValue");
  expect(typeOf(() => patchUser(user(), ops({ op: "replace", path: 'emails[type eq "home"', value: "x" })))).not.toBe(
    "none",
  );
});

test("Okta's group membership update: remove by filter, add a list", () => {
  expect(
    planGroupPatch(
      ops(
        { op: "remove", path: 'members[value eq "89bb"]' },
        { op: "add", path: "members", value: [{ value: "23", display: "test.user@okta.local" }] },
      ),
    ),
  ).toEqual({ members: { base: "current", add: ["23"], remove: ["89bb"] } });
});

test("Okta's rename with the id along, and its full push with replace", () => {
  expect(planGroupPatch(ops({ op: "replace", value: { id: "5", displayName: "Test SCIMv2" } }))).toEqual({
    displayName: "Test SCIMv2",
    members: { base: "current", add: [], remove: [] },
  });
  expect(planGroupPatch(ops({ op: "replace", path: "members", value: [{ value: "1" }, { value: "2" }] }))).toEqual({
    members: { base: "none", add: ["1", "2"], remove: [] },
  });
});

test("Entra's Add / Remove with a list, Replace displayName, and the last word on one member winning", () => {
  expect(
    planGroupPatch(
      ops(
        { op: "Add", path: "members", value: [{ $ref: null, value: "f648" }] },
        { op: "Remove", path: "members", value: [{ $ref: null, value: "f648" }, { value: "77" }] },
        { op: "Replace", path: "displayName", value: "Recruiters" },
        { op: "Replace", path: "externalId", value: "8aa1" },
      ),
    ),
  ).toEqual({
    displayName: "Recruiters",
    externalId: "8aa1",
    members: { base: "current", add: [], remove: ["f648", "77"] },
  });
  // A remove of members without a value or filter empties the group.
  expect(planGroupPatch(ops({ op: "remove", path: "members" }))).toEqual({
    members: { base: "none", add: [], remove: [] },
  });
});

test("group operations the service does not take", () => {
  expect(() => planGroupPatch(ops({ op: "replace", path: "displayName", value: "" }))).toThrow(ScimPatchError);
  expect(() => planGroupPatch(ops({ op: "remove", path: "displayName" }))).toThrow(ScimPatchError);
  expect(() => planGroupPatch(ops({ op: "add", path: "members", value: [{ display: "no id" }] }))).toThrow(
    "needs a value",
  );
  expect(() => planGroupPatch(ops({ op: "remove", path: 'members[display eq "x"]' }))).toThrow(ScimPatchError);
  expect(() => planGroupPatch(ops({ op: "replace", path: "owner", value: "x" }))).toThrow("cannot be changed");
});
