// A test file that imports this module gets a copy of the demo data (prisma/seed.ts) as its
// database instead of an empty one: vitest.config.ts finds the import, test/global-setup.ts seeds
// one template per run, and test/setup-env.ts copies it. Seeding takes seconds; copying, an instant.
import { prisma } from "@/lib/db";

export const DEMO_EMAILS = { admin: "admin@masterly.dev", staff: "staff@masterly.dev", learner: "learner@masterly.dev" } as const;

/** The three demo accounts of the seeded database (it fails plainly when the database is not seeded). */
export async function demoAccounts() {
  const users = await prisma.user.findMany({ where: { email: { in: Object.values(DEMO_EMAILS) } } });
  const find = (email: string) => {
    const user = users.find((u) => u.email === email);
    if (!user) throw new Error(`No ${email} in this file's database: import from "@/test/seeded" with a literal path so that it is seeded.`);
    return user;
  };
  return { admin: find(DEMO_EMAILS.admin), staff: find(DEMO_EMAILS.staff), learner: find(DEMO_EMAILS.learner) };
}
