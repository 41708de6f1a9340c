import { hash, verify } from '@node-rs/argon2';

/** An argon2id hash of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  if (!storedHash.startsWith('$argon2')) return false;
  return verify(storedHash, password);
}
