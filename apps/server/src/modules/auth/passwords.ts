import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id set: 19 MiB, 2 passes, 1 lane.
const PARAMS = {
  algorithm: 2 /* Argon2id: the package's enum is const, so not importable here */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, PARAMS);

// Checked against when an account does not exist, so both answers take the same time.
const DECOY = hashPassword('decoy password that matches nothing');

export async function verifyPassword(storedHash: string | null, password: string) {
  if (!storedHash) {
    await verify(await DECOY, password);
    return false;
  }
  return verify(storedHash, password);
}
