// Opens the database once, at server boot, so the first request is fast and a locked or
// misconfigured database stops the server at once with a clear message.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { bootServer } = await import("./lib/server/boot");
  await bootServer();
}
