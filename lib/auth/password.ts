import bcrypt from "bcryptjs";

/** bcrypt's cost for stored passwords: 2^10 rounds, slow by design. */
export const BCRYPT_COST = 10;

/**
 * The cost passwords are hashed at: BCRYPT_COST, except in a test run (NODE_ENV=test) that sets
 * BCRYPT_TEST_COST lower (4 to 9). Test suites hash and check thousands of passwords, and a cost-10
 * hash takes a fifth of a second of CPU on a small machine, for nothing the tests look at;
 * docs/testing.md. Any other NODE_ENV hashes at BCRYPT_COST whatever the variable says.
 */
export function bcryptCost(): number {
  if (process.env.NODE_ENV !== "test") return BCRYPT_COST;
  const cost = Number(process.env.BCRYPT_TEST_COST);
  return Number.isInteger(cost) && cost >= 4 && cost < BCRYPT_COST ? cost : BCRYPT_COST;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, bcryptCost());
}

// Compared against when the email is unknown, so both cases take the same time: a hash of the
// same cost as a real one.
const DUMMY_HASH = "$2b$10$CwTycUXWue0Thq9StjUM0uJ8.9Yqvkk8b1x1mZQ7Lh1v3m9o0Rk1W";
const dummyHashes = new Map<number, string>([[BCRYPT_COST, DUMMY_HASH]]);

function dummyHash(): string {
  const cost = bcryptCost();
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = bcrypt.hashSync("no such account", cost)));
  return hash;
}

export function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  return bcrypt.compare(password, hash ?? dummyHash()).then((ok) => ok && Boolean(hash));
}
