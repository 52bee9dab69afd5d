// Prints a new credential signing key. The first line goes into the server's environment; the public half is what
// /.well-known/did.json will list. After a rotation the old public key stays listed, so what it signed keeps verifying.
import { generateSigningKey } from "@/lib/server/credentials/signing-key";

const key = await generateSigningKey();
console.log(`CREDENTIAL_SIGNING_KEY=${key.secretKeyMultibase}`);
console.error(`# public key: ${key.publicKeyMultibase} (keep the secret out of the repository)`);
