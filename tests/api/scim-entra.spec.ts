// Microsoft Entra's SCIM requests, written as Microsoft's "Develop and plan provisioning for a SCIM endpoint" tutorial
// shows them: the Test Connection lookup of a random id, the create with both schemas, `roles: []` and a userName
// that is not an address, the reads by id and by query (userName, externalId, the work address), the multi- and
// single-valued PATCHes with capitalised ops and filtered paths, the manager as a plain id and as Example 5's list,
// the manager check query, Disable User (also with "False"), the group operations (create, read without members,
// query by displayName, Replace displayName, Add/Remove members: 204 each) and the deletes, and schema discovery.
import { randomUUID } from "node:crypto";
import { expect, test, uniqueSuffix } from "./helpers";
import {
  ENTERPRISE_URN,
  expectScimError,
  GROUP_URN,
  LIST_URN,
  membersOf,
  PATCH_URN,
  personAt,
  scimBody,
  scimOrg,
  signedIn,
  USER_URN,
} from "./scim-helpers";

type User = Record<string, unknown> & {
  id: string;
  userName: string;
  active: boolean;
  externalId?: string;
  emails: { value: string; type: string; primary: boolean }[];
  name: Record<string, string>;
};
type List<T> = { schemas: string[]; totalResults: number; startIndex: number; itemsPerPage: number; Resources: T[] };
const q = (filter: string) => `?filter=${encodeURIComponent(filter)}`;

/** Entra's create body (its tutorial's "Create User" request) for a work address at the organisation's domain. */
const entraUser = (email: string, externalId: string) => ({
  schemas: [USER_URN, ENTERPRISE_URN],
  externalId,
  userName: `Test_User_${randomUUID()}`,
  active: true,
  emails: [{ primary: true, type: "work", value: email }],
  meta: { resourceType: "User" },
  name: { formatted: "givenName familyName", familyName: "familyName", givenName: "givenName" },
  roles: [],
});

const patch = (...Operations: Record<string, unknown>[]) => ({ schemas: [PATCH_URN], Operations });

test("Entra: test connection, create, queries, multi- and single-valued updates, disable, enable, delete", async ({
  newUser,
}) => {
  const { owner, org, domain, scim, baseUrl } = await scimOrg(newUser);
  const rep = await personAt(newUser, domain);

  // Test Connection: a random id as the matching attribute, an empty list back.
  const probe = await scimBody<List<User>>(await scim.get(`/Users${q(`userName eq "${randomUUID()}"`)}`), 200);
  expect(probe).toMatchObject({ schemas: [LIST_URN], totalResults: 0, Resources: [] });

  const externalId = randomUUID();
  const created = await scimBody<User>(await scim.post("/Users", entraUser(rep.email, externalId)), 201);
  expect(created).toMatchObject({ id: String(rep.id), externalId, active: true });
  expect(created.emails).toEqual([{ value: rep.email, type: "work", primary: true }]);
  expect(created.name).toMatchObject({ givenName: "givenName", familyName: "familyName" });
  expect((await membersOf(owner.api, org.id)).find((m) => m.userId === rep.id)?.role).toBe("seller");

  // Get User, and the queries Entra matches with: userName, externalId (also without quotes, as one example writes
  // it), and the work address.
  expect(await scimBody<User>(await scim.get(`/Users/${created.id}`), 200)).toMatchObject({
    userName: created.userName,
  });
  for (const filter of [
    `userName eq "${created.userName}"`,
    `externalId eq "${externalId}"`,
    `externalId eq ${externalId}`,
    `emails[type eq "work"].value eq "${rep.email}"`,
  ]) {
    const found = await scimBody<List<User>>(await scim.get(`/Users${q(filter)}`), 200);
    expect(found.totalResults, filter).toBe(1);
    expect(found.Resources[0]?.id).toBe(created.id);
  }
  // Get User by id, not found: a SCIM error with the status as a string.
  await expectScimError(await scim.get("/Users/5171a35d82074e068ce2"), 404);

  // Update User [Multi-valued properties]: the work address and the family name.
  const newAddress = `updated.${uniqueSuffix()}@${domain}`;
  const multi = await scimBody<User>(
    await scim.patch(
      `/Users/${created.id}`,
      patch(
        { op: "Replace", path: 'emails[type eq "work"].value', value: newAddress },
        { op: "Replace", path: "name.familyName", value: "updatedFamilyName" },
      ),
    ),
    200,
  );
  expect(multi.emails).toEqual([{ value: newAddress, type: "work", primary: true }]);
  expect(multi.name).toMatchObject({ givenName: "givenName", familyName: "updatedFamilyName" });
  // An address off the organisation's verified domains is refused (the identity provider speaks for them only).
  await expectScimError(
    await scim.patch(
      `/Users/${created.id}`,
      patch({ op: "Replace", path: 'emails[type eq "work"].value', value: "someone@elsewhere.test" }),
    ),
    403,
  );

  // Update User [Single-valued properties]: the userName.
  const newUserName = `${randomUUID()}@${domain}`;
  const single = await scimBody<User>(
    await scim.patch(`/Users/${created.id}`, patch({ op: "Replace", path: "userName", value: newUserName })),
    200,
  );
  expect(single.userName).toBe(newUserName);

  // Disable User: the membership and the rep's session end at once.
  expect(await signedIn(rep.api)).toBe(200);
  const disabled = await scimBody<User>(
    await scim.patch(`/Users/${created.id}`, {
      Operations: [{ op: "Replace", path: "active", value: false }],
      schemas: [PATCH_URN],
    }),
    200,
  );
  expect(disabled.active).toBe(false);
  expect(await signedIn(rep.api)).toBe(401);
  expect((await membersOf(owner.api, org.id)).some((m) => m.userId === rep.id)).toBe(false);
  // Entra returns a soft-deleted user whether or not it is active.
  expect((await scimBody<User>(await scim.get(`/Users/${created.id}`), 200)).active).toBe(false);
  expect(
    (await scimBody<List<User>>(await scim.get(`/Users${q(`userName eq "${newUserName}"`)}`), 200)).Resources[0]
      ?.active,
  ).toBe(false);

  // Enabled again with Entra's string boolean.
  const enabled = await scimBody<User>(
    await scim.patch(`/Users/${created.id}`, patch({ op: "Replace", path: "active", value: "True" })),
    200,
  );
  expect(enabled.active).toBe(true);
  expect((await membersOf(owner.api, org.id)).some((m) => m.userId === rep.id)).toBe(true);

  // Delete User: 204, then not found; the account stays the rep's.
  expect((await scim.delete(`/Users/${created.id}`)).status()).toBe(204);
  await expectScimError(await scim.get(`/Users/${created.id}`), 404);
  expect((await scim.delete(`/Users/${created.id}`)).status()).toBe(404);
  expect((await rep.api.post("/api/auth/login", { data: { email: rep.email, password: rep.password } })).status()).toBe(
    200,
  );
  expect(baseUrl).toContain(`/api/scim/v2/${org.id}`);
});

test('Entra: Disable User with the string "False" ends the session too', async ({ newUser }) => {
  const { org, owner, domain, scim } = await scimOrg(newUser);
  const rep = await personAt(newUser, domain);
  const { id } = await scimBody<User>(await scim.post("/Users", entraUser(rep.email, randomUUID())), 201);
  const off = await scim.patch(`/Users/${id}`, patch({ op: "Replace", path: "active", value: "False" }));
  expect((await scimBody<User>(off, 200)).active).toBe(false);
  expect(await signedIn(rep.api)).toBe(401);
  expect((await membersOf(owner.api, org.id)).some((m) => m.userId === rep.id)).toBe(false);
});

test("Entra: the manager as a plain id and as a list, the manager check, and groups to roles", async ({ newUser }) => {
  const { owner, org, domain, scim } = await scimOrg(newUser);
  const [boss, rep, second] = [
    await personAt(newUser, domain),
    await personAt(newUser, domain),
    await personAt(newUser, domain),
  ];
  const bossId = (await scimBody<User>(await scim.post("/Users", entraUser(boss.email, randomUUID())), 201)).id;
  const repId = (await scimBody<User>(await scim.post("/Users", entraUser(rep.email, randomUUID())), 201)).id;
  const secondId = (await scimBody<User>(await scim.post("/Users", entraUser(second.email, randomUUID())), 201)).id;
  const member = async (userId: number) => (await membersOf(owner.api, org.id)).find((m) => m.userId === userId);

  // The manager in the enterprise extension, as a plain id.
  const managed = await scimBody<User>(
    await scim.patch(`/Users/${repId}`, patch({ op: "Add", path: `${ENTERPRISE_URN}:manager`, value: bossId })),
    200,
  );
  expect((managed[ENTERPRISE_URN] as { manager: { value: string } }).manager.value).toBe(bossId);
  expect(await member(rep.id)).toMatchObject({ managerId: boss.id, managerSetBy: owner.id });
  // Entra checks the manager before an update: id and manager together.
  const check = await scimBody<List<User>>(
    await scim.get(`/Users${q(`id eq "${repId}" and manager eq "${bossId}"`)}`),
    200,
  );
  expect(check.totalResults).toBe(1);
  const wrong = await scimBody<List<User>>(
    await scim.get(`/Users${q(`id eq "${repId}" and manager eq "${secondId}"`)}`),
    200,
  );
  expect(wrong.totalResults).toBe(0);
  // Example 5's shape: path "manager", a list with $ref and value.
  await scimBody(
    await scim.patch(
      `/Users/${secondId}`,
      patch({ op: "Add", path: "manager", value: [{ $ref: `${scim.basePath}/Users/${bossId}`, value: bossId }] }),
    ),
    200,
  );
  expect((await member(second.id))?.managerId).toBe(boss.id);
  // Removing the manager ends the line.
  await scimBody(
    await scim.patch(`/Users/${secondId}`, patch({ op: "Remove", path: `${ENTERPRISE_URN}:manager` })),
    200,
  );
  expect((await member(second.id))?.managerId).toBeNull();

  // Create Group: Entra's body, created empty.
  const name = `Recruiters ${uniqueSuffix()}`;
  const group = await scimBody<{ id: string; members: unknown[] }>(
    await scim.post("/Groups", {
      schemas: [GROUP_URN, "http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group"],
      externalId: randomUUID(),
      displayName: name,
      meta: { resourceType: "Group" },
    }),
    201,
  );
  expect(group.members).toEqual([]);
  // Get Group and the query by displayName, without members.
  const got = await scimBody<Record<string, unknown>>(
    await scim.get(`/Groups/${group.id}?excludedAttributes=members`),
    200,
  );
  expect(got).toMatchObject({ id: group.id, displayName: name });
  expect(got).not.toHaveProperty("members");
  const byName = await scimBody<List<Record<string, unknown>>>(
    await scim.get(`/Groups?excludedAttributes=members&filter=${encodeURIComponent(`displayName eq "${name}"`)}`),
    200,
  );
  expect(byName.totalResults).toBe(1);
  expect(byName.Resources[0]).not.toHaveProperty("members");
  // The same name again is a conflict: Entra matches groups by name.
  await expectScimError(
    await scim.post("/Groups", { schemas: [GROUP_URN], displayName: name.toLowerCase() }),
    409,
    "uniqueness",
  );

  // Update Group [Add Members]: 204, and the role follows the group's name.
  const add = await scim.patch(
    `/Groups/${group.id}`,
    patch({ op: "Add", path: "members", value: [{ $ref: null, value: repId }] }),
  );
  expect(add.status()).toBe(204);
  expect((await member(rep.id))?.role).toBe("recruiter");
  // Entra's membership check.
  const inGroup = await scimBody<List<unknown>>(
    await scim.get(`/Groups${q(`id eq "${group.id}" and members eq "${repId}"`)}&excludedAttributes=members`),
    200,
  );
  expect(inGroup.totalResults).toBe(1);
  // Update Group [Non-member attributes]: a new name that maps to another role.
  const rename = await scim.patch(
    `/Groups/${group.id}`,
    patch({ op: "Replace", path: "displayName", value: `${group.id}updatedDisplayName Managers` }),
  );
  expect(rename.status()).toBe(204);
  expect((await member(rep.id))?.role).toBe("manager");
  // Update Group [Remove Members]: 204, and back to the default role.
  const remove = await scim.patch(
    `/Groups/${group.id}`,
    patch({ op: "Remove", path: "members", value: [{ $ref: null, value: repId }] }),
  );
  expect(remove.status()).toBe(204);
  expect((await member(rep.id))?.role).toBe("seller");
  // A member who is not one of the organisation's users is refused.
  await expectScimError(
    await scim.patch(
      `/Groups/${group.id}`,
      patch({ op: "Add", path: "members", value: [{ value: "f648f8d5ea4e4cd38e9c" }] }),
    ),
    400,
    "invalidValue",
  );
  // Delete Group: 204.
  expect((await scim.delete(`/Groups/${group.id}`)).status()).toBe(204);
  await expectScimError(await scim.get(`/Groups/${group.id}`), 404);
});

test("Entra: schema discovery, resource types and the service provider config", async ({ newUser }) => {
  const { scim, baseUrl } = await scimOrg(newUser);
  const schemas = await scimBody<List<{ id: string; attributes: { name: string }[]; meta: { location: string } }>>(
    await scim.get("/Schemas"),
    200,
  );
  expect(schemas).toMatchObject({ schemas: [LIST_URN], totalResults: 3, startIndex: 1 });
  expect(schemas.Resources.map((s) => s.id)).toEqual([USER_URN, GROUP_URN, ENTERPRISE_URN]);
  expect(schemas.Resources[0]!.attributes.map((a) => a.name)).toContain("userName");
  expect(schemas.Resources[2]!.meta.location).toBe(`${baseUrl}/Schemas/${ENTERPRISE_URN}`);
  const one = await scimBody<{ id: string }>(await scim.get(`/Schemas/${encodeURIComponent(ENTERPRISE_URN)}`), 200);
  expect(one.id).toBe(ENTERPRISE_URN);
  await expectScimError(await scim.get("/Schemas/urn:nothing"), 404);

  const types = await scimBody<List<{ id: string; endpoint: string; schemaExtensions?: { schema: string }[] }>>(
    await scim.get("/ResourceTypes"),
    200,
  );
  expect(types.Resources.map((t) => [t.id, t.endpoint])).toEqual([
    ["User", "/Users"],
    ["Group", "/Groups"],
  ]);
  expect(types.Resources[0]!.schemaExtensions).toEqual([{ schema: ENTERPRISE_URN, required: false }]);
  expect(await scimBody(await scim.get("/ResourceTypes/Group"), 200)).toMatchObject({
    id: "Group",
    meta: { location: `${baseUrl}/ResourceTypes/Group` },
  });

  const config = await scimBody<
    Record<string, { supported?: boolean; maxResults?: number }> & { authenticationSchemes: { type: string }[] }
  >(await scim.get("/ServiceProviderConfig"), 200);
  expect(config.patch?.supported).toBe(true);
  expect(config.bulk?.supported).toBe(false);
  expect(config.filter).toMatchObject({ supported: true, maxResults: 200 });
  expect(config.sort?.supported).toBe(false);
  expect(config.authenticationSchemes.map((s) => s.type)).toEqual(["oauthbearertoken"]);
});
