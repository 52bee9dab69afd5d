// PATCH /api/auth/me (name, last seen level) and the profile picture routes.
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { JPEG_BYTES, pngOfSize, solidPng, WEBP_BYTES } from "../images";
import { expect, test } from "./helpers";

const MB = 1024 * 1024;

const upload = (api: APIRequestContext, buffer: Buffer, name = "me.png", mimeType = "image/png") =>
  api.post("/api/profile/picture", { multipart: { file: { name, mimeType, buffer } } });

const me = async (api: APIRequestContext) => (await api.get("/api/auth/me")).json();

test("PATCH /api/auth/me saves the name (trimmed) and the last seen level", async ({ newUser }) => {
  const user = await newUser();
  expect((await me(user.api)).lastSeenLevel).toBeNull();

  const renamed = await user.api.patch("/api/auth/me", { data: { fullName: "  Riley Renamed  " } });
  expect(renamed.status()).toBe(200);
  expect(await renamed.json()).toMatchObject({ id: user.id, fullName: "Riley Renamed", email: user.email });

  const level = await user.api.patch("/api/auth/me", { data: { lastSeenLevel: "Proven Rep" } });
  expect(level.status()).toBe(200);
  const body = await me(user.api);
  expect(body).toMatchObject({ fullName: "Riley Renamed", lastSeenLevel: "Proven Rep" });
  expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
});

test("PATCH /api/auth/me refuses bad input with 422 and field messages", async ({ newUser }) => {
  const user = await newUser();
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ fullName: "   " }, "fullName", "Full name is required"],
    [{ fullName: "x".repeat(101) }, "fullName", "Full name must be at most 100 characters"],
    [
      { lastSeenLevel: "Elite Closer – $1M+ Earner" },
      "lastSeenLevel",
      "Level must be one of: Builder, Rising Talent, Proven Rep, Top Performer, Elite",
    ],
    [{}, "_", "Nothing to update: send one of fullName, title, company, linkedinUrl, videoPitchUrl, lastSeenLevel"],
  ];
  for (const [data, field, message] of cases) {
    const response = await user.api.patch("/api/auth/me", { data });
    expect(response.status(), JSON.stringify(data)).toBe(422);
    const error = (await response.json()).error;
    expect(error.code).toBe("validation_error");
    expect(error.fields[field]).toBe(message);
  }
  expect(
    (
      await user.api.patch("/api/auth/me", { data: "not json", headers: { "content-type": "application/json" } })
    ).status(),
  ).toBe(400);
  expect((await me(user.api)).fullName).toBe(user.fullName);
});

test("profile calls need a session, and another user can change only their own profile", async ({
  newUser,
  baseURL,
}) => {
  const alice = await newUser();
  const mallory = await newUser();
  expect((await upload(alice.api, solidPng(8))).status()).toBe(200);
  const alicePicture = (await me(alice.api)).profilePictureUrl as string;

  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await anonymous.patch("/api/auth/me", { data: { fullName: "Nobody" } })).status()).toBe(401);
    expect((await upload(anonymous, solidPng(8))).status()).toBe(401);
    expect((await anonymous.delete("/api/profile/picture")).status()).toBe(401);
    // Without a live share link the picture is Alice's alone.
    expect((await anonymous.get(alicePicture)).status()).toBe(404);
  } finally {
    await anonymous.dispose();
  }

  // Naming Alice in the body is refused; the session decides whose profile changes.
  const forged = await mallory.api.patch("/api/auth/me", { data: { fullName: "Pwned", userId: alice.id } });
  expect(forged.status()).toBe(403);
  expect((await upload(mallory.api, solidPng(12, [200, 0, 0]))).status()).toBe(200);
  expect((await mallory.api.delete("/api/profile/picture")).status()).toBe(200);

  const aliceNow = await me(alice.api);
  expect(aliceNow.fullName).toBe(alice.fullName);
  expect(aliceNow.profilePictureUrl).toBe(alicePicture);
  const served = await alice.api.get(alicePicture);
  expect(Buffer.from(await served.body()).equals(solidPng(8))).toBe(true);

  // A cross-site browser request is refused before it reaches the handler.
  const foreign = await alice.api.patch("/api/auth/me", {
    data: { fullName: "Evil" },
    headers: { origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);
});

test("picture upload checks content, not names: PNG, JPEG and WebP pass; text and PDF are refused (422)", async ({
  newUser,
}) => {
  const user = await newUser();
  for (const [buffer, name, mimeType] of [
    [Buffer.from("hello, I am text\n"), "photo.png", "image/png"],
    [Buffer.from("%PDF-1.7\n%âãÏÓ\n"), "photo.jpg", "image/jpeg"],
    [Buffer.alloc(0), "empty.png", "image/png"],
  ] as const) {
    const response = await upload(user.api, buffer, name, mimeType);
    expect(response.status(), name).toBe(422);
    expect((await response.json()).error).toMatchObject({
      code: "validation_error",
      message: "Profile picture must be a PNG, JPEG or WebP image",
      fields: { file: "Profile picture must be a PNG, JPEG or WebP image" },
    });
  }
  const missing = await user.api.post("/api/profile/picture", { multipart: { other: "x" } });
  expect(missing.status()).toBe(422);
  expect((await missing.json()).error.fields.file).toBe("Choose a picture to upload");
  expect((await user.api.post("/api/profile/picture", { data: { file: "x" } })).status()).toBe(400);
  expect((await me(user.api)).profilePictureUrl).toBeNull();

  // The stored type comes from the content, whatever the upload claimed.
  for (const [buffer, type] of [
    [JPEG_BYTES, "image/jpeg"],
    [WEBP_BYTES, "image/webp"],
  ] as const) {
    const response = await upload(user.api, buffer, "picture.bin", "application/octet-stream");
    expect(response.status()).toBe(200);
    const served = await user.api.get((await response.json()).profilePictureUrl);
    expect(served.headers()["content-type"]).toBe(type);
  }
});

test("a picture over 5 MB is refused with 413; exactly 5 MB is accepted", async ({ newUser }) => {
  const user = await newUser();
  const tooLarge = await upload(user.api, pngOfSize(6 * MB));
  expect(tooLarge.status()).toBe(413);
  expect((await tooLarge.json()).error).toMatchObject({
    code: "too_large",
    message: "Profile picture must be 5 MB or smaller",
  });
  const justOver = await upload(user.api, pngOfSize(5 * MB + 1));
  expect(justOver.status()).toBe(413);
  expect((await me(user.api)).profilePictureUrl).toBeNull();

  expect((await upload(user.api, pngOfSize(5 * MB))).status()).toBe(200);
});

test("a picture lives at an unguessable address, for its owner and for visitors of a live share link only", async ({
  newUser,
  baseURL,
}) => {
  const user = await newUser();
  const stranger = await newUser();
  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    // The old, guessable address is gone.
    expect((await user.api.get(`/api/users/${user.id}/picture`)).status()).toBe(404);
    const first = await upload(user.api, solidPng(8));
    const firstUrl = (await first.json()).profilePictureUrl as string;
    expect(firstUrl).toMatch(/^\/api\/pictures\/[0-9a-f]{32}$/);
    const served = await user.api.get(firstUrl);
    expect(served.status()).toBe(200);
    const headers = served.headers();
    expect(headers["content-type"]).toBe("image/png");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cache-control"]).toBe("private, max-age=60");
    expect(Buffer.from(await served.body()).equals(solidPng(8))).toBe(true);
    expect((await user.api.get(firstUrl, { headers: { "if-none-match": headers["etag"]! } })).status()).toBe(304);

    // No live share link: nobody else sees it, signed in or not.
    expect((await stranger.api.get(firstUrl)).status()).toBe(404);
    expect((await anonymous.get(firstUrl)).status()).toBe(404);
    // A live share link shows it to its visitors; revoking the link hides it again.
    const achievement = await (
      await user.api.post("/api/achievements", { data: { title: "Won Initech", description: "Closed it." } })
    ).json();
    const link = await (
      await user.api.post("/api/export/shareable-link", { data: { achievementIds: [achievement.id] } })
    ).json();
    expect((await anonymous.get(firstUrl)).status()).toBe(200);
    expect((await user.api.delete(`/api/share-links/${link.link.id}`)).status()).toBe(200);
    expect((await anonymous.get(firstUrl)).status()).toBe(404);

    const second = await upload(user.api, solidPng(24));
    const secondUrl = (await second.json()).profilePictureUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(Buffer.from(await (await user.api.get(secondUrl)).body()).equals(solidPng(24))).toBe(true);
    // The old address no longer holds anything.
    expect((await user.api.get(firstUrl)).status()).toBe(404);

    const removed = await user.api.delete("/api/profile/picture");
    expect(removed.status()).toBe(200);
    expect((await removed.json()).profilePictureUrl).toBeNull();
    expect((await user.api.get(secondUrl)).status()).toBe(404);
  } finally {
    await anonymous.dispose();
  }
});
