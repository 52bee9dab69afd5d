// No message goes out twice: the claim that every sender (the worker, a cron call, the delivery right after a
// request) takes before sending, raced on a real embedded database in a child process (mail-claim-scenario.ts).
import { spawnSync } from "node:child_process";
import path from "node:path";

type Scenario = {
  ids: number[];
  claimedIds: number[][];
  again: number[];
  reclaimed: { id: number; attempts: number }[];
  unknown: number;
  none: number;
  attempts: { id: number; attempts: number }[];
  untouched: number[];
};

let scenario: Scenario;

beforeAll(() => {
  const root = path.join(__dirname, "..", "..");
  const run = spawnSync(
    path.join(root, "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", path.join(__dirname, "mail-claim-scenario.ts")],
    { cwd: root, encoding: "utf8", timeout: 90_000 },
  );
  if (run.status !== 0) throw new Error(`the claim scenario failed:\n${run.stderr}${run.stdout}`);
  scenario = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as Scenario;
}, 120_000);

test("senders racing for the same messages each get different ones, and every due message is taken once", () => {
  const all = scenario.claimedIds.flat();
  expect(new Set(all).size).toBe(all.length);
  expect([...all].sort((a, b) => a - b)).toEqual(scenario.ids);
  for (const row of scenario.attempts) expect(row.attempts).toBe(row.id <= scenario.ids[1]! ? 2 : 1);
});

test("a claimed message stays with its sender until the lease runs out, then counts one attempt more", () => {
  expect(scenario.again).toEqual([0, 0]);
  expect(scenario.reclaimed).toEqual([
    { id: scenario.ids[0], attempts: 2 },
    { id: scenario.ids[1], attempts: 2 },
  ]);
});

test("a sent message, one not due yet, an unknown one (its transaction rolled back) and no ids are never claimed", () => {
  expect(scenario.untouched).toEqual([0, 0]);
  expect(scenario.unknown).toBe(0);
  expect(scenario.none).toBe(0);
});
