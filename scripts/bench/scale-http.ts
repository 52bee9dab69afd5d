// Timed HTTP calls for the scale bench: a signed-in client, samples of one call, percentiles, and the table.
export type Sample = { ms: number; bytes: number };
export type Stats = { p50: number; p99: number; bytes: number; samples: number; error?: string };

/** A measurement that failed (a 503 from a render past its time limit, say) is a row of the table, not the end. */
export async function attempt(measure: () => Promise<Stats>): Promise<Stats> {
  try {
    return await measure();
  } catch (error) {
    return { p50: NaN, p99: NaN, bytes: NaN, samples: 0, error: (error as Error).message.slice(0, 160) };
  }
}

export class BenchClient {
  constructor(
    readonly base: string,
    private cookie = "",
  ) {}

  static async signIn(base: string, email: string, password: string): Promise<BenchClient> {
    const response = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return new BenchClient(base, cookie);
  }

  /** The call with this client's session, answered as it comes (redirects not followed). */
  request(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.base}${path}`, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookie },
    });
  }

  /** The call's time to its last byte, and its size; a non-2xx answer stops the bench. */
  async timed(path: string, init: RequestInit = {}): Promise<Sample & { headers: Headers; body: Buffer }> {
    const start = performance.now();
    const response = await fetch(`${this.base}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookie },
    });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - start;
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.toString("utf8").slice(0, 300)}`);
    return { ms, bytes: body.length, headers: response.headers, body };
  }

  async json<T>(path: string, init: RequestInit = {}): Promise<T> {
    const headers: Record<string, string> = init.body ? { "content-type": "application/json" } : {};
    const { body: bytes } = await this.timed(path, { ...init, headers });
    return JSON.parse(bytes.toString("utf8")) as T;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;

export function stats(samples: Sample[]): Stats {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const bytes = Math.max(...samples.map((s) => s.bytes));
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), bytes, samples: samples.length };
}

/** `warmup` untimed calls, then `count` timed ones, one after the other. */
export async function sampleSequential(count: number, call: () => Promise<Sample>, warmup = 3): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await call();
  const samples: Sample[] = [];
  for (let i = 0; i < count; i++) samples.push(await call());
  return stats(samples);
}

/** `rounds` rounds of `parallel` calls at once; every call of every round is a sample. */
export async function sampleConcurrent(rounds: number, parallel: number, call: () => Promise<Sample>): Promise<Stats> {
  await Promise.all(Array.from({ length: parallel }, call));
  const samples: Sample[] = [];
  for (let round = 0; round < rounds; round++)
    samples.push(...(await Promise.all(Array.from({ length: parallel }, call))));
  return stats(samples);
}

/** Polls `call` every `everyMs` while `work` runs: how long a light request waits while heavy ones are made. */
export async function sampleDuring(work: Promise<unknown>, call: () => Promise<Sample>, everyMs = 50): Promise<Stats> {
  let done = false;
  // Settled either way: the work's own failure is reported by whoever made it, the samples still count.
  const finished = work
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      done = true;
    });
  const samples: Sample[] = [];
  while (!done) {
    samples.push(await call());
    await new Promise((r) => setTimeout(r, everyMs));
  }
  await finished;
  return stats(samples);
}

export const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`);
export const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
