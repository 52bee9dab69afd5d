// Three small hostile documents, built in the test, uploaded to the real server: each gets a clear 413 or 422, the
// server answers other requests within 2 s while it works on them, and it is still alive afterwards.
import type { APIRequestContext } from "@playwright/test";
import { deeplyNestedDeck, farColumnWorkbook, unclosedParagraphsDeck } from "../hostile-documents";
import { expect, test } from "./helpers";

async function timed(call: () => Promise<{ status(): number }>): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await call();
  return { status: response.status(), ms: Date.now() - started };
}

/** Requests made while the upload is in flight: health and an authenticated list, every 200 ms. */
async function probeWhile(api: APIRequestContext, busy: Promise<unknown>) {
  const answers: { status: number; ms: number }[] = [];
  let done = false;
  void busy.finally(() => (done = true));
  do {
    answers.push(await timed(() => api.get("/api/health")), await timed(() => api.get("/api/achievements")));
    await new Promise((resolve) => setTimeout(resolve, 200));
  } while (!done);
  return answers;
}

const documents = [
  { name: "brag-deck.pptx", build: unclosedParagraphsDeck, status: 422, message: /PowerPoint/ },
  { name: "quota.xlsx", build: () => farColumnWorkbook(), status: 413, message: /column XFD/ },
  { name: "nested.pptx", build: () => deeplyNestedDeck(), status: 422, message: /PowerPoint/ },
];

for (const doc of documents) {
  test(`a hostile ${doc.name} is refused clearly while the server keeps answering`, async ({ newUser }) => {
    const rep = await newUser();
    const bytes = await doc.build();
    const upload = rep.api.post("/api/documents/upload", {
      multipart: {
        document: { name: doc.name, mimeType: "application/octet-stream", buffer: bytes },
        userId: String(rep.id),
      },
    });
    const answers = await probeWhile(rep.api, upload);
    const response = await upload;
    expect(response.status()).toBe(doc.status);
    const { error } = await response.json();
    expect(error.message).toMatch(doc.message);
    expect(error.fields.document).toBe(error.message);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.ms, "a request made during the upload").toBeLessThan(2_000);
    }
    // Alive afterwards, and the rep's data untouched.
    expect((await rep.api.get("/api/health")).status()).toBe(200);
    expect(await (await rep.api.get("/api/achievements")).json()).toEqual([]);
  });
}
