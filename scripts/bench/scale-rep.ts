// A rep for the scale bench: a Pro seller with `items` achievements of realistic length, written set-based (a few
// statements, whatever the count), signed in through the API, with a share link of every achievement.
import { hash } from "@node-rs/argon2";
import type { Client } from "pg";
import { BenchClient } from "./scale-http";

const PASSWORD = "bench-rep-password-1";

export type ScaleRep = { id: number; items: number; client: BenchClient; sharePath: string; achievementIds: number[] };

export async function seedRep(db: Client, base: string, items: number, tag: string): Promise<ScaleRep> {
  const email = `${tag}.rep@rep.bench.example`;
  const {
    rows: [user],
  } = await db.query<{ id: number }>(
    `insert into users (username, email, password_hash, full_name, title, company, email_confirmed_at, subscription_tier)
     values ($1, $2, $3, $4, 'Enterprise Account Executive', 'Northwind Software', now(), 'pro') returning id`,
    [`${tag}_rep`, email, await hash(PASSWORD), `Jordan Alvarez ${tag}`],
  );
  const id = user!.id;
  // Stories of one to three sentences-long paragraphs, as reps write them; one in four with an enhanced text.
  const { rows } = await db.query<{ id: number }>(
    `insert into achievements (user_id, title, description, ai_enhanced, challenges, solution, impact, tags, metrics,
       created_at)
     select $1, 'Closed the ' || (array['Acme','Globex','Initech','Umbrella','Hooli'])[1 + g % 5] || ' expansion, part ' || g,
       repeat('Mapped the buying committee across finance, IT and operations, ran a paid pilot with two business '
         || 'units and turned the incumbent''s renewal into a competitive evaluation we won on time to value. ', 1 + g % 3),
       case when g % 4 = 0 then 'Drove a ' || (120 + g % 60) || '% attainment quarter by displacing the incumbent.' end,
       'A three-year incumbent contract and a frozen budget until the next fiscal year.',
       'Built a champion in finance and a business case the CFO took to the board herself.',
       '$' || (g * 12) || 'K ARR and a reference customer for the region.',
       array['enterprise', 'competitive displacement'],
       jsonb_build_object('dealValue', (100000 + g * 1000)::text),
       now() - (($2::int - g) * interval '1 hour')
     from generate_series(1, $2::int) g
     returning id`,
    [id, items],
  );
  await db.query("analyze achievements");
  const client = await BenchClient.signIn(base, email, PASSWORD);
  const achievementIds = rows.map((r) => r.id);
  const sharePath = await shareLink(client, achievementIds);
  return { id, items, client, sharePath, achievementIds };
}

/** A new share link of these achievements: a PDF is rendered once per link, so each new link renders afresh. */
export async function shareLink(client: BenchClient, achievementIds: number[]): Promise<string> {
  const created = await client.json<{ shareUrl: string }>("/api/export/shareable-link", {
    method: "POST",
    body: JSON.stringify({ achievementIds }),
  });
  return new URL(created.shareUrl).pathname;
}
