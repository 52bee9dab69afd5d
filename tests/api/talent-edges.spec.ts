// The talent calls under odd input: ids and filters no form would send answer 404 or 400/422, never a 500; two
// recruiters of one organisation writing at the same moment leave one request, not two.
import { expect, test } from "./helpers";
import {
  cardOf,
  contact,
  enterpriseOrg,
  foundIds,
  listRep,
  listingBody,
  member,
  searchTalent,
  uniqueWord,
} from "./talent-helpers";

test("profile ids that cannot exist answer 404; odd search text answers without a server error", async ({
  newUser,
}) => {
  const word = uniqueWord();
  const rep = await newUser();
  const { profileId } = await listRep(rep, { headline: `Enterprise AE ${word}` });
  const { owner, org } = await enterpriseOrg(newUser);

  for (const id of ["%00", "a%00b", "x".repeat(300), "%E2%80%AE", "..%2F..%2Fapi", `${profileId}%20`]) {
    expect((await cardOf(owner.api, org.id, id)).status(), id).toBe(404);
    expect((await contact(owner.api, org.id, id)).status(), id).toBe(404);
  }
  for (const q of ["!!!", "&|!():*", "'", "\\", "%", "_"]) {
    const response = await searchTalent(owner.api, org.id, { q });
    expect(response.status(), `q=${JSON.stringify(q)}`).toBe(200);
  }
  for (const location of ["%", "_", "\\"]) {
    const response = await searchTalent(owner.api, org.id, { q: word, location });
    expect(response.status(), `location=${JSON.stringify(location)}`).toBe(200);
    expect((await response.json()).results).toEqual([]);
  }
  // A NUL character cannot be searched or stored: 422 on the field.
  const withNul: Record<string, string>[] = [{ q: "a\u0000b" }, { q: word, location: "\u0000" }];
  for (const params of withNul) {
    const response = await searchTalent(owner.api, org.id, params);
    expect(response.status(), JSON.stringify(params)).toBe(422);
  }
  // Punctuation around the word still finds the rep.
  expect(await foundIds(owner.api, org.id, { q: `"${word}"!` })).toEqual([profileId]);

  for (const fields of [{ headline: "Enterprise\u0000AE" }, { location: "Denver\u0000" }, { openTo: ["AE\u0000"] }]) {
    const response = await rep.api.put("/api/talent/profile", { data: listingBody(fields) });
    expect(response.status(), JSON.stringify(fields)).toBe(422);
  }
  const message = await owner.api.post(`/api/orgs/${org.id}/talent/${profileId}/contact`, {
    data: { message: "We are hiring\u0000 enterprise AEs in Denver, let us talk." },
  });
  expect(message.status()).toBe(422);
  expect(await (await rep.api.get("/api/talent/requests")).json()).toEqual([]);
});

test("two recruiters of one organisation writing at once: one request, the other 409", async ({ newUser }) => {
  const rep = await newUser();
  const { profileId } = await listRep(rep, { headline: `SMB AE ${uniqueWord()}` });
  const { owner, org } = await enterpriseOrg(newUser);
  const recruiters = [owner, await member(newUser, owner, org.id, "recruiter")];
  const answers = await Promise.all(recruiters.map((r) => contact(r.api, org.id, profileId)));
  expect(answers.map((a) => a.status()).sort()).toEqual([201, 409]);
  const requests = (await (await rep.api.get("/api/talent/requests")).json()) as unknown[];
  expect(requests).toHaveLength(1);
});
