import bcrypt from "bcryptjs";

export const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

// Compared against when the email is unknown, so both cases take the same time.
const DUMMY_HASH = "$2b$10$CwTycUXWue0Thq9StjUM0uJ8.9Yqvkk8b1x1mZQ7Lh1v3m9o0Rk1W";

export function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  return bcrypt.compare(password, hash ?? DUMMY_HASH).then((ok) => ok && Boolean(hash));
}
