// Password hashing with argon2id (@node-rs/argon2) and the SPEC §5 password rules shared by create and update.
import { hash, verify } from '@node-rs/argon2';
import type { FieldError } from '../http/HttpError.js';

// @node-rs/argon2's Algorithm is a const enum; 2 is Argon2id.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

// Verifying against a throwaway hash when the user does not exist keeps the answer time the same for unknown users.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** SPEC §5 rules for a new or changed password; empty list when it passes. */
export function passwordErrors(password: string, field = 'Password'): FieldError[] {
  const errors: FieldError[] = [];
  if (password.length < 8) errors.push({ field, message: 'Password must have at least 8 symbols' });
  if (!/[A-Z]/.test(password)) errors.push({ field, message: 'Add an Uppercase letter please' });
  if (!/[a-z]/.test(password)) errors.push({ field, message: 'Add a Lowercase letter please' });
  if (!/[0-9]/.test(password)) errors.push({ field, message: 'Add a number please' });
  return errors;
}
