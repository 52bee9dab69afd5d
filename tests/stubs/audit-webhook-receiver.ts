// A stand-in for an organisation's audit webhook receiver (a SIEM, an archive): a node:http server on a free local
// port that records every delivery (its headers, its body and when it came) and answers 204, or `failWith` while
// that is set, like a receiver that is down. `open` checks a delivery the way a real receiver must: with the Standard
// Webhooks library and the secret the app answered once (it throws on a wrong signature, an old timestamp or a
// missing header).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export type ReceivedEvent = {
  id: string;
  seq: number;
  prevHash: string;
  hash: string;
  orgId: number;
  actorId: number | null;
  action: string;
  targetUserId: number | null;
  details: Record<string, unknown>;
  createdAt: string;
};

export type WebhookMessage = { type: string; timestamp: string; data: { orgId: number; events: ReceivedEvent[] } };

export type Delivery = {
  at: number;
  method: string;
  headers: Record<string, string>;
  body: string;
  answered: number;
};

export type WebhookReceiver = {
  url: string;
  deliveries: Delivery[];
  /** Every delivery answers this status while set. */
  failWith: number | null;
  close(): Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(",") : (value ?? ""),
        ]),
      );
      const answered = receiver.failWith ?? 204;
      receiver.deliveries.push({
        at: Date.now(),
        method: req.method ?? "",
        headers,
        body: Buffer.concat(chunks).toString("utf8"),
        answered,
      });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/audit-hook`,
    deliveries: [],
    failWith: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return receiver;
}

/** The delivery's message once its signature checks out with `secret` (the library throws otherwise). */
export function openDelivery(delivery: Delivery, secret: string): WebhookMessage {
  return new Webhook(secret).verify(delivery.body, delivery.headers) as WebhookMessage;
}
