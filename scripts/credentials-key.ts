// Prints a new private Ed25519 JWK for CREDENTIAL_SIGNING_KEY (docs/rules/credentials.md). Set the same
// value on every instance; keep it secret like a password.
import { newSigningKey } from '../src/server/config.ts';

process.stdout.write(`${JSON.stringify(newSigningKey())}\n`);
