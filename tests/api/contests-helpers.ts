// Contest calls shared by the contests specs: start one, read its leaderboard, list what a member sees.
import { expect, type RegisteredUser } from "./helpers";

export type Row = { rank: number; userId: number; name: string; value: number | null; isMe: boolean };
export type Board = {
  contest: { id: number; status: string; awardedAt: string | null };
  rows: Row[];
  me: { rank: number; value: number | null } | null;
  currencies: string[];
};

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function startContest(user: RegisteredUser, orgId: number, body: Record<string, unknown>) {
  return user.api.post(`/api/orgs/${orgId}/contests`, { data: body });
}

export async function created(
  user: RegisteredUser,
  orgId: number,
  body: Record<string, unknown>,
): Promise<{ id: number }> {
  const response = await startContest(user, orgId, body);
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export async function board(user: RegisteredUser, orgId: number, contestId: number): Promise<Board> {
  const response = await user.api.get(`/api/orgs/${orgId}/contests/${contestId}/leaderboard`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

export const listed = async (user: RegisteredUser, orgId: number) =>
  ((await (await user.api.get(`/api/orgs/${orgId}/contests`)).json()) as { id: number }[]).map((c) => c.id);
