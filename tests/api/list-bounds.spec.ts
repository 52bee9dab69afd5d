// Lists are bounded: a section holds at most 500 items, a create past it answers 409 and the list stays whole.
import { expect, test } from "./helpers";

test("a section holds at most 500 items: the 501st create answers 409 and the list has 500", async ({ newUser }) => {
  test.setTimeout(120_000);
  const rep = await newUser();
  for (let batch = 0; batch < 25; batch++) {
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rep.api.post("/api/achievements", {
          data: { title: `Win ${batch * 20 + i + 1}`, description: "A closed deal." },
        }),
      ),
    );
    for (const response of created) expect(response.status()).toBe(201);
  }
  const refused = await rep.api.post("/api/achievements", {
    data: { title: "One too many", description: "A closed deal." },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toContain("at most 500");
  const list = (await (await rep.api.get("/api/achievements")).json()) as unknown[];
  expect(list).toHaveLength(500);
});
