// Who may search: owners, admins and recruiters of an Enterprise organisation; 403 for sellers and managers, 402 on
// another plan, 404 for anyone outside. And whom an organisation never finds: a rep whose employer it is (by its
// verified domain or a member's confirmed address), a rep who blocked its domain, and its own members.
import { request } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { confirmWorkEmail, expect, test, uniqueSuffix } from "./helpers";
import { createOrg, operatorVerifyDomain, setOrgPlan } from "./orgs-helpers";
import {
  cardOf,
  contact,
  enterpriseOrg,
  foundIds,
  listRep,
  member,
  searchTalent,
  uniqueDomain,
  uniqueWord,
} from "./talent-helpers";

test("search, cards, contact and the organisation's requests: owner, admin and recruiter only, on Enterprise", async ({
  newUser,
}) => {
  const word = uniqueWord();
  const rep = await newUser();
  const { profileId } = await listRep(rep, { headline: `Mid-market AE ${word}` });
  const { owner, org } = await enterpriseOrg(newUser);
  const admin = await member(newUser, owner, org.id, "admin");
  const recruiter = await member(newUser, owner, org.id, "recruiter");
  const seller = await member(newUser, owner, org.id, "seller");
  const manager = await member(newUser, owner, org.id, "manager");

  for (const allowed of [owner, admin, recruiter]) {
    expect(await foundIds(allowed.api, org.id, { q: word })).toEqual([profileId]);
    expect((await cardOf(allowed.api, org.id, profileId)).status()).toBe(200);
    expect((await allowed.api.get(`/api/orgs/${org.id}/talent/requests`)).status()).toBe(200);
  }
  for (const refused of [seller, manager]) {
    const search = await searchTalent(refused.api, org.id, { q: word });
    expect(search.status()).toBe(403);
    expect((await search.json()).error.code).toBe("forbidden");
    expect((await cardOf(refused.api, org.id, profileId)).status()).toBe(403);
    expect((await contact(refused.api, org.id, profileId)).status()).toBe(403);
    expect((await refused.api.get(`/api/orgs/${org.id}/talent/requests`)).status()).toBe(403);
  }

  // A recruiter of an organisation on another plan: 402, with a message naming the plan.
  const teamOwner = await newUser();
  const team = await createOrg(teamOwner, `Team ${uniqueSuffix()}`);
  await setOrgPlan(team.id, 5, "team");
  const teamRecruiter = await member(newUser, teamOwner, team.id, "recruiter");
  for (const user of [teamOwner, teamRecruiter]) {
    const search = await searchTalent(user.api, team.id, { q: word });
    expect(search.status()).toBe(402);
    expect((await search.json()).error.message).toContain("Enterprise");
    expect((await cardOf(user.api, team.id, profileId)).status()).toBe(402);
    expect((await contact(user.api, team.id, profileId)).status()).toBe(402);
  }

  // Someone outside the organisation: 404, as if it did not exist; signed out: 401.
  const outsider = await newUser();
  expect((await searchTalent(outsider.api, org.id, { q: word })).status()).toBe(404);
  expect((await cardOf(outsider.api, org.id, profileId)).status()).toBe(404);
  expect((await contact(outsider.api, org.id, profileId)).status()).toBe(404);
  expect((await outsider.api.get(`/api/orgs/${org.id}/talent/requests`)).status()).toBe(404);
  expect((await searchTalent(outsider.api, 999999999, { q: word })).status()).toBe(404);
  const anonymous = await request.newContext({ baseURL: BASE_URL });
  try {
    expect((await searchTalent(anonymous, org.id)).status()).toBe(401);
  } finally {
    await anonymous.dispose();
  }
});

test("blocking: the employer's verified domain, a member's confirmed address there, and the rep's own list hide the rep; an unrelated organisation still finds them", async ({
  newUser,
}) => {
  const word = uniqueWord();
  const employer = uniqueDomain("employer");
  const listedBlock = uniqueDomain("blocked");
  const rep = await newUser();
  await confirmWorkEmail(rep, `seller-${uniqueSuffix()}@${employer}`);
  const { profileId, employerDomains } = await listRep(rep, {
    headline: `Strategic AE ${word}`,
    blockedDomains: [listedBlock],
  });
  expect(employerDomains).toContain(employer);

  // 1. The employer: an organisation that verified the domain of the rep's confirmed work address.
  const byDomain = await enterpriseOrg(newUser);
  await operatorVerifyDomain(byDomain.org.id, employer);
  // 2. An organisation with no verified domain, one of whose members confirmed an address at the employer's domain
  //    (an in-house recruiter of the employer, say, or a colleague of the rep).
  const byMember = await enterpriseOrg(newUser);
  const colleague = await member(newUser, byMember.owner, byMember.org.id, "seller");
  await confirmWorkEmail(colleague, `colleague-${uniqueSuffix()}@${employer}`);
  // 3. An organisation whose verified domain the rep blocked.
  const byList = await enterpriseOrg(newUser);
  await operatorVerifyDomain(byList.org.id, listedBlock);
  // 4. An organisation one of whose recruiters confirmed an address at the blocked domain.
  const byListMember = await enterpriseOrg(newUser);
  const agent = await member(newUser, byListMember.owner, byListMember.org.id, "recruiter");
  await confirmWorkEmail(agent, `agent-${uniqueSuffix()}@${listedBlock}`);
  // 5. Unrelated.
  const unrelated = await enterpriseOrg(newUser);

  for (const [name, { owner, org }] of Object.entries({ byDomain, byMember, byList, byListMember })) {
    expect(await foundIds(owner.api, org.id, { q: word }), name).toEqual([]);
    expect(await foundIds(owner.api, org.id, {}), name).not.toContain(profileId);
    expect((await cardOf(owner.api, org.id, profileId)).status(), name).toBe(404);
    expect((await contact(owner.api, org.id, profileId)).status(), name).toBe(404);
  }
  expect(await foundIds(agent.api, byListMember.org.id, { q: word })).toEqual([]);
  expect(await foundIds(unrelated.owner.api, unrelated.org.id, { q: word })).toEqual([profileId]);
  expect((await cardOf(unrelated.owner.api, unrelated.org.id, profileId)).status()).toBe(200);

  // Unblocking the listed domain shows the rep to the organisations it hid them from, and no others.
  await listRep(rep, { headline: `Strategic AE ${word}`, blockedDomains: [], consent: undefined });
  expect(await foundIds(byList.owner.api, byList.org.id, { q: word })).toEqual([profileId]);
  expect(await foundIds(byListMember.owner.api, byListMember.org.id, { q: word })).toEqual([profileId]);
  expect(await foundIds(byDomain.owner.api, byDomain.org.id, { q: word })).toEqual([]);
  expect(await foundIds(byMember.owner.api, byMember.org.id, { q: word })).toEqual([]);
});

test("a rep is never listed to their own organisation, and sign-in addresses at one provider do not hide reps from each other", async ({
  newUser,
}) => {
  const word = uniqueWord();
  const { owner, org } = await enterpriseOrg(newUser);
  const seller = await member(newUser, owner, org.id, "seller");
  const { profileId } = await listRep(seller, { headline: `SMB AE ${word}` });
  expect(await foundIds(owner.api, org.id, { q: word })).toEqual([]);
  expect((await cardOf(owner.api, org.id, profileId)).status()).toBe(404);

  // Every user of the suite signs in at the same domain as the rep (example.com): an organisation whose members do
  // finds them, as long as it has not verified that domain.
  const other = await enterpriseOrg(newUser);
  expect(other.owner.email.split("@")[1]).toBe(seller.email.split("@")[1]);
  expect(await foundIds(other.owner.api, other.org.id, { q: word })).toEqual([profileId]);

  // A rep whose sign-in address is at a company that verified its domain is hidden from it.
  const company = uniqueDomain("signin");
  const rep = await newUser({ email: `ae-${uniqueSuffix()}@${company}` });
  const listed = await listRep(rep, { headline: `SMB AE ${word}` });
  const employer = await enterpriseOrg(newUser);
  await operatorVerifyDomain(employer.org.id, company);
  expect(await foundIds(employer.owner.api, employer.org.id, { q: word })).toEqual([profileId]);
  expect((await cardOf(employer.owner.api, employer.org.id, listed.profileId)).status()).toBe(404);
  expect((await foundIds(other.owner.api, other.org.id, { q: word })).sort()).toEqual(
    [profileId, listed.profileId].sort(),
  );
});

test("a company's subdomains count as the company; another company under the same suffix does not", async ({
  newUser,
}) => {
  const word = uniqueWord();
  const suffix = uniqueSuffix();
  const employer = uniqueDomain("parent");
  const listedBlock = uniqueDomain("agency");
  const rep = await newUser();
  await confirmWorkEmail(rep, `ae-${suffix}@sales.${employer}`);
  const { profileId } = await listRep(rep, { headline: `Enterprise AE ${word}`, blockedDomains: [listedBlock] });

  // The employer verified its main domain; the rep's address is on a subdomain of it.
  const byParent = await enterpriseOrg(newUser);
  await operatorVerifyDomain(byParent.org.id, employer);
  // An organisation whose member writes from a subdomain of the domain the rep blocked.
  const bySubdomain = await enterpriseOrg(newUser);
  const agent = await member(newUser, bySubdomain.owner, bySubdomain.org.id, "recruiter");
  await confirmWorkEmail(agent, `agent-${suffix}@eu.${listedBlock}`);
  // Another company: its domain ends like the employer's (".test") but is not the employer's.
  // (Members join before the domain is verified: after that, joining needs an address there.)
  const neighbour = await enterpriseOrg(newUser);
  const neighbourMember = await member(newUser, neighbour.owner, neighbour.org.id, "seller");
  await confirmWorkEmail(neighbourMember, `x-${suffix}@eu.${uniqueDomain("neighbour")}`);
  await operatorVerifyDomain(neighbour.org.id, uniqueDomain("neighbour"));

  for (const [name, { owner, org }] of Object.entries({ byParent, bySubdomain })) {
    expect(await foundIds(owner.api, org.id, { q: word }), name).toEqual([]);
    expect((await cardOf(owner.api, org.id, profileId)).status(), name).toBe(404);
  }
  expect(await foundIds(neighbour.owner.api, neighbour.org.id, { q: word })).toEqual([profileId]);
});
