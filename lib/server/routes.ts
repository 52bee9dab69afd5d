import "server-only";
// Route handlers for the owned content types, so every endpoint follows one path:
// session → input → user-scoped data function → JSON.
import { NextResponse } from "next/server";
import { assertEditable, type OwnedRepository } from "./data/owned";
import { NEXT_CURSOR_HEADER } from "@/lib/list-page";
import { listPageQuerySchema } from "@/lib/validators/list-page";
import { assertOwnUserId, jsonText, parseId, parseInput, parseQuery, readJson, requestMeta, withUser } from "./http";
import { LONG_TEXT_BODY_LIMIT } from "./read-body";

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyRepository = OwnedRepository<any, any>;

/** GET (list, `?userId=` must be the caller) and POST (create) for /api/<entity>. */
export function collectionRoutes(repo: AnyRepository) {
  return {
    GET: withUser(async (request, { user }) => {
      const params = request.nextUrl.searchParams;
      assertOwnUserId(user, params.get("userId") ?? undefined);
      // Without `limit` or `cursor` the answer stays the whole list, as older clients expect.
      if (!params.has("limit") && !params.has("cursor")) return jsonText(await repo.listJson(user));
      const query = parseQuery(listPageQuerySchema, {
        limit: params.get("limit") ?? undefined,
        cursor: params.get("cursor") ?? undefined,
      });
      const { json, nextCursor } = await repo.pageJson(user, query);
      const response = jsonText(json);
      if (nextCursor) response.headers.set(NEXT_CURSOR_HEADER, nextCursor);
      return response;
    }),
    POST: withUser(async (request, { user }) => {
      const body = await readJson(request, LONG_TEXT_BODY_LIMIT);
      assertOwnUserId(user, body.userId);
      const input = parseInput(repo.entity.schemaFor(body), body);
      const row = await repo.create(user.id, input, requestMeta(request, user.email));
      return NextResponse.json(repo.output(row), { status: 201 });
    }),
  };
}

/** GET, PUT (a partial body merged over the stored row, then validated whole) and DELETE for /api/<entity>/{id}. */
export function itemRoutes(repo: AnyRepository) {
  type Params = { id: string };
  const label = repo.entity.label;
  return {
    GET: withUser<Params>(async (_request, { user, params }) =>
      NextResponse.json(repo.output(await repo.get(user.id, parseId(params.id, label)))),
    ),
    PUT: withUser<Params>(async (request, { user, params }) => {
      const id = parseId(params.id, label);
      const body = await readJson(request, LONG_TEXT_BODY_LIMIT);
      assertOwnUserId(user, body.userId);
      const before = await repo.get(user.id, id);
      assertEditable(repo.entity, before);
      const merged = { ...(repo.entity.toInput?.(before) ?? before), ...body };
      const input = parseInput(repo.entity.schemaFor(merged), merged);
      return NextResponse.json(repo.output(await repo.update(user.id, id, input, requestMeta(request, user.email))));
    }),
    DELETE: withUser<Params>(async (_request, { user, params }) => {
      await repo.remove(user.id, parseId(params.id, label));
      return NextResponse.json({ success: true });
    }),
  };
}
