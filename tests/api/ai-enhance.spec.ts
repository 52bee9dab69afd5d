// POST /api/ai/enhance: the built-in writer on the test server (no OPENAI_API_KEY), and the OpenAI writer on a
// production server of its own pointed at a local stub of the Chat Completions API.
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import path from "node:path";
import { request as playwrightRequest } from "@playwright/test";
import { enhancementResultSchema } from "@/lib/validators/enhance";
import { expect, newUser, test, uniqueSuffix, type RegisteredUser } from "./helpers";
import { freePort, serverEnv, startServer, stopServer, type ServerProcess } from "./server-process";

const TEXT =
  "I was responsible for managing the Acme Corp renewal and really helped close a deal worth $1,200,000 in Q3 2024.";

test.describe("built-in writer", () => {
  test("signed out: 401", async ({ request }) => {
    const response = await request.post("/api/ai/enhance", { data: { text: TEXT } });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
  });

  test("blank, missing, too long or non-JSON input is refused", async ({ newUser }) => {
    const { api } = await newUser();
    for (const data of [{ text: "   \n " }, {}, { text: 42 }]) {
      const response = await api.post("/api/ai/enhance", { data });
      expect(response.status()).toBe(422);
      expect(await response.json()).toEqual({
        error: {
          code: "validation_error",
          message: "Please enter some text to enhance",
          fields: { text: "Please enter some text to enhance" },
        },
      });
    }
    const tooLong = await api.post("/api/ai/enhance", { data: { text: "Closed Globex. ".repeat(400) } });
    expect(tooLong.status()).toBe(422);
    expect((await tooLong.json()).error.fields).toEqual({ text: "Text must be at most 5000 characters" });
    const notJson = await api.post("/api/ai/enhance", {
      headers: { "Content-Type": "application/json" },
      data: "{not json",
    });
    expect(notJson.status()).toBe(400);
  });

  test("answers the result shape with a real improvement, from the built-in writer", async ({ newUser }) => {
    const { api } = await newUser();
    const response = await api.post("/api/ai/enhance", { data: { text: TEXT, context: "enterprise_deal" } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(enhancementResultSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      enhanced: "Managed the Acme Corp renewal and helped close a $1.2M deal in Q3 2024.",
      suggestions: [],
      metrics_highlighted: ["$1.2M", "Q3 2024"],
      impact_areas: ["Enterprise Deal", "Revenue Growth", "Customer Retention"],
      provider: "built-in",
      model: null,
    });
  });

  test("names what is missing", async ({ newUser }) => {
    const { api } = await newUser();
    const response = await api.post("/api/ai/enhance", { data: { text: "Helped with a lot of renewals" } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.enhanced).toBe("Contributed to renewals.");
    expect(body.suggestions).toEqual(
      expect.arrayContaining([
        "Add a metric: the deal value, quota % or revenue impact",
        "Add a timeframe: when it happened (the quarter or year) or how long it took",
      ]),
    );
    expect(body.metrics_highlighted).toEqual([]);
  });
});

/** A stand-in for POST /v1/chat/completions that records each request and answers with `reply`. */
type StubRequest = { url?: string; authorization?: string; body: Record<string, unknown> };

const stub = {
  requests: [] as StubRequest[],
  reply: (res: http.ServerResponse) => void res.writeHead(500).end(),
  server: http.createServer((req, res) => {
    let data = "";
    req.on("data", (chunk: Buffer) => (data += chunk.toString()));
    req.on("end", () => {
      stub.requests.push({ url: req.url, authorization: req.headers.authorization, body: JSON.parse(data || "{}") });
      stub.reply(res);
    });
  }),
};

function answer(status: number, body: unknown) {
  stub.reply = (res) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
}

const completion = (content: string) => ({
  id: "chatcmpl-stub",
  object: "chat.completion",
  choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content, refusal: null } }],
});

const draft = {
  enhanced: "Managed the Acme Corp renewal and closed a $1.2M deal in Q3 2024.",
  suggestions: ["Add the customer's outcome"],
  metrics_highlighted: ["$1.2M", "Q3 2024"],
  impact_areas: ["Enterprise Deal", "Customer Retention"],
};

test.describe("OpenAI writer (OPENAI_API_KEY set, a local stub of the API)", () => {
  // It starts `npm start` on the production build: `npm test` builds first; a dev server has no such build.
  test.skip(!!process.env.E2E_BASE_URL, "needs a production server of its own (runs in `npm test`)");
  test.skip(!!process.env.DATABASE_URL, "runs once, in the embedded-database pass");
  test.describe.configure({ mode: "serial" });

  const dir = path.join(".data", `test-ai-${uniqueSuffix()}`);
  let server: ServerProcess | undefined;
  let rep: RegisteredUser | undefined;

  test.beforeAll(async ({ playwright: _playwright }, testInfo) => {
    testInfo.setTimeout(180_000);
    await new Promise<void>((resolve) => stub.server.listen(0, "127.0.0.1", resolve));
    const stubPort = (stub.server.address() as net.AddressInfo).port;
    server = await startServer(dir, await freePort(), {
      env: {
        ...serverEnv(dir),
        OPENAI_API_KEY: "test-key",
        OPENAI_BASE_URL: `http://127.0.0.1:${stubPort}/v1`,
        OPENAI_MODEL: "stub-model-1",
      },
    });
    rep = await newUser(playwrightRequest, {}, server.url);
  });

  test.afterAll(async () => {
    await rep?.api.dispose();
    if (server) await stopServer(server, "SIGTERM");
    stub.server.closeAllConnections();
    await new Promise((resolve) => stub.server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.lock`, { force: true });
  });

  test.beforeEach(() => {
    stub.requests.length = 0;
  });

  test("answers OpenAI's result with the model, after one request with the key, the model and a strict schema", async () => {
    answer(200, completion(JSON.stringify(draft)));
    const response = await rep!.api.post("/api/ai/enhance", { data: { text: TEXT, context: "enterprise_deal" } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ...draft, provider: "openai", model: "stub-model-1" });

    expect(stub.requests).toHaveLength(1);
    const [sent] = stub.requests;
    expect(sent?.url).toBe("/v1/chat/completions");
    expect(sent?.authorization).toBe("Bearer test-key");
    expect(sent?.body.model).toBe("stub-model-1");
    const format = sent?.body.response_format as {
      type: string;
      json_schema: { name: string; strict: boolean; schema: { required: string[]; additionalProperties: boolean } };
    };
    expect(format.type).toBe("json_schema");
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.additionalProperties).toBe(false);
    expect([...format.json_schema.schema.required].sort()).toEqual([
      "enhanced",
      "impact_areas",
      "metrics_highlighted",
      "suggestions",
    ]);
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[0]?.content).toContain("Never invent");
    expect(messages[1]?.content).toContain(TEXT);
    expect(messages[1]?.content).toContain("Enterprise Deal");
  });

  test("answers 502 ai_unavailable when OpenAI fails or answers nonsense, without falling back", async () => {
    const unavailable = {
      error: { code: "ai_unavailable", message: "The AI writer is unavailable right now. Please try again." },
    };
    for (const [status, body] of [
      [500, { error: { message: "The server had an error" } }],
      [401, { error: { message: "Incorrect API key provided" } }],
      [200, completion("Sure! Here is a better version: Closed Acme.")],
      [200, completion(JSON.stringify({ enhanced: "Closed Acme." }))],
    ] as const) {
      answer(status, body);
      const response = await rep!.api.post("/api/ai/enhance", { data: { text: TEXT } });
      expect(response.status()).toBe(502);
      expect(await response.json()).toEqual(unavailable);
    }
    expect(stub.requests).toHaveLength(4);
  });

  test("refuses signed-out callers and blank text without calling OpenAI", async () => {
    const anonymous = await playwrightRequest.newContext({ baseURL: server!.url });
    expect((await anonymous.post("/api/ai/enhance", { data: { text: TEXT } })).status()).toBe(401);
    await anonymous.dispose();
    expect((await rep!.api.post("/api/ai/enhance", { data: { text: "  " } })).status()).toBe(422);
    expect(stub.requests).toHaveLength(0);
  });
});
