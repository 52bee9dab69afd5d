// The health probe while the public verify call is flooded: crafted 15 KB credentials in our name (our issuer and
// key id from the DID document, so each one's proof is really checked over the canonicalised document) are sent from
// several loopback addresses, two at a time each, while /api/health is timed every 50 ms. The checks run in the
// verify worker: the server thread, and so the probe, should not notice (p99 within 200 ms).
import { craftedCredential, unsignedInOurName, type CraftedKind } from "../../tests/fixtures/crafted-credential";
import { AddressedClient } from "../../tests/api/from-address";
import { verdict, TARGETS } from "./checks";
import { BenchClient, ms, sampleDuring } from "./scale-http";

const SENDERS = 4;
const PER_SENDER = 10;
const KINDS: CraftedKind[] = ["deep", "wide", "blank"];

export async function healthDuringVerifyLoad(base: string): Promise<void> {
  const did = (await (await fetch(`${base}/.well-known/did.json`)).json()) as {
    id: string;
    verificationMethod: { id: string }[];
  };
  const documents = KINDS.map((kind) => craftedCredential(unsignedInOurName(did), kind, 15 * 1024));
  const statuses = new Map<number, number>();
  const sender = async (client: AddressedClient, offset: number) => {
    // Two in flight: what one address may have in the verify line.
    for (let i = 0; i < PER_SENDER; i += 2) {
      const answers = await Promise.all(
        [i, i + 1].map((n) => client.post("/api/credentials/verify", documents[(offset + n) % documents.length])),
      );
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const load = Promise.all(Array.from({ length: SENDERS }, (_, s) => sender(new AddressedClient(undefined, base), s)));
  const anonymous = new BenchClient(base);
  const health = await sampleDuring(load, () => anonymous.timed("/api/health"));
  const answered = [...statuses].map(([status, count]) => `${count}× ${status}`).join(", ");
  console.log(
    `health during verify load: p50 ${ms(health.p50)}, p99 ${ms(health.p99)} over ${health.samples} probes ` +
      `(target p99 ≤ ${TARGETS.healthDuringVerifyP99Ms} ms) ${verdict(health.p99 <= TARGETS.healthDuringVerifyP99Ms)}; ` +
      `${SENDERS * PER_SENDER} crafted 15 KB credentials answered ${answered}`,
  );
}
