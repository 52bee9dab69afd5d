// Okta's SCIM 2.0 requests, written as Okta's "SCIM 2.0 protocol reference" shows them: the lookup by userName with
// startIndex/count, the create with Okta's body (password, locale, groups), the read, the PUT of the whole user,
// the PATCH that deactivates ({"op":"replace","value":{"active":false}}, no path), group push (the membership PATCH
// that removes by filter and adds a list, the rename with {id, displayName}, the full push with replace), and the
// deletes. What the organisation sees follows each step: membership, sessions, roles, reporting lines.
import { expect, test, uniqueSuffix } from "./helpers";
import { attestedRecord } from "./orgs-helpers";
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

type User = {
  id: string;
  schemas: string[];
  userName: string;
  active: boolean;
  name: Record<string, string>;
  groups: { value: string; display: string }[];
  meta: { location: string; resourceType: string };
};
type List<T> = { schemas: string[]; totalResults: number; startIndex: number; itemsPerPage: number; Resources: T[] };

/** Okta's create body for a person (its docs send password, locale and an empty groups list along). */
const oktaUser = (email: string, externalId = `00u${uniqueSuffix()}`) => ({
  schemas: [USER_URN],
  userName: email,
  name: { givenName: "Test", familyName: "User" },
  emails: [{ primary: true, value: email, type: "work" }],
  displayName: "Test User",
  locale: "en-US",
  externalId,
  groups: [],
  password: "1mz050nq",
  active: true,
});

const deactivate = { schemas: [PATCH_URN], Operations: [{ op: "replace", value: { active: false } }] };
const reactivate = { schemas: [PATCH_URN], Operations: [{ op: "replace", value: { active: true } }] };

test("Okta: lookup, create, read, PUT, deactivate (the session ends at once), reactivate, delete", async ({
  newUser,
}) => {
  const { owner, org, domain, scim, baseUrl } = await scimOrg(newUser);
  const rep = await personAt(newUser, domain, `test.user.${uniqueSuffix()}`);
  expect(await signedIn(rep.api)).toBe(200);
  const lookup = `/Users?filter=${encodeURIComponent(`userName eq "${rep.email}"`)}&startIndex=1&count=100`;

  // Okta first checks whether the user exists: not yet (an account outside the organisation is not one of its users).
  const none = await scimBody<List<User>>(await scim.get(lookup), 200);
  expect(none).toMatchObject({ schemas: [LIST_URN], totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });

  // The create finds the rep's own account by the address and makes them a member with the default role.
  const createdResponse = await scim.post("/Users", oktaUser(rep.email, "00ujl29u0le5T6Aj10h7"));
  const created = await scimBody<User & { externalId: string }>(createdResponse, 201);
  expect(created).toMatchObject({
    id: String(rep.id),
    userName: rep.email,
    active: true,
    externalId: "00ujl29u0le5T6Aj10h7",
  });
  expect(created.schemas).toContain(USER_URN);
  expect(created.meta).toMatchObject({ resourceType: "User", location: `${baseUrl}/Users/${rep.id}` });
  expect(createdResponse.headers()["location"]).toBe(`${baseUrl}/Users/${rep.id}`);
  expect(created).not.toHaveProperty("password");
  expect((await membersOf(owner.api, org.id)).find((m) => m.userId === rep.id)?.role).toBe("seller");
  // Joining ends nothing: the rep's session goes on.
  expect(await signedIn(rep.api)).toBe(200);

  // The same userName again is a conflict Okta stops on.
  await expectScimError(await scim.post("/Users", oktaUser(rep.email.toUpperCase())), 409, "uniqueness");

  // Read, then the PUT of the whole user with a changed name.
  const read = await scimBody<User>(await scim.get(`/Users/${created.id}`), 200);
  expect(read.name).toMatchObject({ givenName: "Test", familyName: "User" });
  const put = await scim.put(`/Users/${created.id}`, {
    schemas: [USER_URN],
    id: created.id,
    userName: rep.email,
    name: { givenName: "Another", middleName: "Excited", familyName: "User" },
    emails: [{ primary: true, value: rep.email, type: "work", display: rep.email }],
    active: true,
    groups: [],
    meta: { resourceType: "User" },
  });
  expect((await scimBody<User>(put, 200)).name).toMatchObject({ givenName: "Another", middleName: "Excited" });

  // Now the lookup finds the user, one page of one.
  const found = await scimBody<List<User>>(await scim.get(lookup), 200);
  expect(found).toMatchObject({ totalResults: 1, startIndex: 1, itemsPerPage: 1 });
  expect(found.Resources[0]).toMatchObject({ id: created.id, name: { middleName: "Excited" } });

  // Deactivation: the membership and the rep's sessions end right away.
  const off = await scimBody<User>(await scim.patch(`/Users/${created.id}`, deactivate), 200);
  expect(off).toMatchObject({ id: created.id, active: false });
  expect(await signedIn(rep.api)).toBe(401);
  expect((await rep.api.get(`/api/orgs/${org.id}`)).status()).toBe(401);
  expect((await membersOf(owner.api, org.id)).some((m) => m.userId === rep.id)).toBe(false);
  // Okta still finds the deactivated user (as inactive), so reactivating does not make a second one.
  expect((await scimBody<List<User>>(await scim.get(lookup), 200)).Resources[0]).toMatchObject({ active: false });
  // The account is still the rep's: their password works, the organisation is gone for them.
  expect((await rep.api.post("/api/auth/login", { data: { email: rep.email, password: rep.password } })).status()).toBe(
    200,
  );
  expect((await rep.api.get(`/api/orgs/${org.id}`)).status()).toBe(404);

  // Reactivation brings the membership back with the default role.
  expect(await scimBody<User>(await scim.patch(`/Users/${created.id}`, reactivate), 200)).toMatchObject({
    active: true,
  });
  expect((await membersOf(owner.api, org.id)).find((m) => m.userId === rep.id)?.role).toBe("seller");
  expect((await rep.api.get(`/api/orgs/${org.id}`)).status()).toBe(200);

  // Delete: 204, the user is gone from SCIM and the organisation, the account is not.
  expect((await scim.delete(`/Users/${created.id}`)).status()).toBe(204);
  await expectScimError(await scim.get(`/Users/${created.id}`), 404);
  expect((await membersOf(owner.api, org.id)).some((m) => m.userId === rep.id)).toBe(false);
  expect(await signedIn(rep.api)).toBe(401);
  expect((await rep.api.post("/api/auth/login", { data: { email: rep.email, password: rep.password } })).status()).toBe(
    200,
  );
  expect(await signedIn(rep.api)).toBe(200);
});

test("Okta: group push maps a group to a role, follows renames and full pushes, and delete", async ({ newUser }) => {
  const { owner, org, domain, scim } = await scimOrg(newUser);
  const [rep, other] = [await personAt(newUser, domain), await personAt(newUser, domain)];
  const repId = (await scimBody<User>(await scim.post("/Users", oktaUser(rep.email)), 201)).id;
  const otherId = (await scimBody<User>(await scim.post("/Users", oktaUser(other.email)), 201)).id;
  const roleOf = async (userId: number) => (await membersOf(owner.api, org.id)).find((m) => m.userId === userId)?.role;

  // Push a group: made empty, as Okta's docs show.
  const group = await scimBody<{ id: string; displayName: string; members: unknown[] }>(
    await scim.post("/Groups", { schemas: [GROUP_URN], displayName: "Sales Managers", members: [] }),
    201,
  );
  expect(group).toMatchObject({ displayName: "Sales Managers", members: [] });

  // Okta's membership update: a remove by filter (of someone who is not in it) and an add of a list.
  const membership = await scim.patch(`/Groups/${group.id}`, {
    schemas: [PATCH_URN],
    Operations: [
      { op: "remove", path: 'members[value eq "89bb1940-b905-4575-9e7f-6f887cfb368e"]' },
      { op: "add", path: "members", value: [{ value: repId, display: rep.email }] },
    ],
  });
  expect([200, 204]).toContain(membership.status());
  expect(await roleOf(rep.id)).toBe("manager");
  expect(await roleOf(other.id)).toBe("seller");
  const withMember = await scimBody<{ members: { value: string }[] }>(await scim.get(`/Groups/${group.id}`), 200);
  expect(withMember.members.map((m) => m.value)).toEqual([repId]);
  const repUser = await scimBody<User>(await scim.get(`/Users/${repId}`), 200);
  expect(repUser.groups).toEqual([expect.objectContaining({ value: group.id, display: "Sales Managers" })]);

  // Okta sends the name with every membership update: a rename to another role moves the members with it.
  const renamed = await scim.patch(`/Groups/${group.id}`, {
    schemas: [PATCH_URN],
    Operations: [{ op: "replace", value: { id: group.id, displayName: "Sales Admins" } }],
  });
  expect([200, 204]).toContain(renamed.status());
  expect(await roleOf(rep.id)).toBe("admin");

  // A group that maps to no role changes no one.
  const everyone = await scimBody<{ id: string }>(
    await scim.post("/Groups", { schemas: [GROUP_URN], displayName: "Everyone", members: [{ value: otherId }] }),
    201,
  );
  expect(await roleOf(other.id)).toBe("seller");

  // A full push of the membership with replace: the other joins, the rep leaves and falls back to the default.
  const push = await scim.patch(`/Groups/${group.id}`, {
    schemas: [PATCH_URN],
    Operations: [{ op: "replace", path: "members", value: [{ value: otherId, display: other.email }] }],
  });
  expect([200, 204]).toContain(push.status());
  expect(await roleOf(rep.id)).toBe("seller");
  expect(await roleOf(other.id)).toBe("admin");

  // Okta's import reads the groups page by page.
  const page = await scimBody<List<{ id: string; displayName: string }>>(
    await scim.get("/Groups?startIndex=1&count=100"),
    200,
  );
  expect(page.totalResults).toBe(2);
  expect(page.Resources.map((g) => g.displayName)).toEqual(["Sales Admins", "Everyone"]);

  // Unlinking with "Delete the group in the target app": 204, and the members' roles follow what is left.
  expect((await scim.delete(`/Groups/${group.id}`)).status()).toBe(204);
  await expectScimError(await scim.get(`/Groups/${group.id}`), 404);
  expect(await roleOf(other.id)).toBe("seller");
  expect((await scim.delete(`/Groups/${everyone.id}`)).status()).toBe(204);

  // Every role change is in the audit trail, made through SCIM.
  const trail = (await (await owner.api.get(`/api/orgs/${org.id}/audit`)).json()) as {
    action: string;
    targetUserId: number | null;
    details: Record<string, unknown>;
  }[];
  const roleChanges = trail.filter((e) => e.action === "member_updated" && e.targetUserId === rep.id);
  expect(roleChanges.map((e) => e.details.role)).toEqual(["seller", "admin", "manager"]);
  expect(roleChanges.every((e) => e.details.via === "scim")).toBe(true);
});

test("Okta: a manager pushed in the enterprise extension draws a line the manager can attest along", async ({
  newUser,
}) => {
  const { owner, org, domain, scim } = await scimOrg(newUser);
  const [boss, rep] = [await personAt(newUser, domain), await personAt(newUser, domain)];
  const bossId = (await scimBody<User>(await scim.post("/Users", oktaUser(boss.email)), 201)).id;
  const repId = (await scimBody<User>(await scim.post("/Users", oktaUser(rep.email)), 201)).id;

  const put = await scim.put(`/Users/${repId}`, {
    ...oktaUser(rep.email),
    schemas: [USER_URN, ENTERPRISE_URN],
    [ENTERPRISE_URN]: { manager: { value: bossId } },
  });
  const updated = await scimBody<Record<string, { manager?: { value: string } }>>(put, 200);
  expect(updated[ENTERPRISE_URN]?.manager?.value).toBe(bossId);

  // The line is the organisation's: recorded as set by the owner whose token the provider uses, not by the seller.
  const line = (await membersOf(owner.api, org.id)).find((m) => m.userId === rep.id);
  expect(line).toMatchObject({ managerId: boss.id, managerSetBy: owner.id });
  // So the manager can attest along it.
  await attestedRecord(org.id, rep, boss, 120000);
  const trail = (await (await owner.api.get(`/api/orgs/${org.id}/audit`)).json()) as {
    action: string;
    targetUserId: number | null;
    actorId: number | null;
    details: Record<string, unknown>;
  }[];
  expect(trail.find((e) => e.action === "manager_set" && e.targetUserId === rep.id)).toMatchObject({
    actorId: owner.id,
    details: { managerId: boss.id, via: "scim" },
  });

  // A PUT without the extension leaves the line alone; a manager outside the organisation is ignored.
  await scimBody(await scim.put(`/Users/${repId}`, oktaUser(rep.email)), 200);
  expect((await membersOf(owner.api, org.id)).find((m) => m.userId === rep.id)?.managerId).toBe(boss.id);
  await scimBody(
    await scim.put(`/Users/${repId}`, {
      ...oktaUser(rep.email),
      [ENTERPRISE_URN]: { manager: { value: owner.id + 100000 } },
    }),
    200,
  );
  expect((await membersOf(owner.api, org.id)).find((m) => m.userId === rep.id)?.managerId).toBe(boss.id);
});
