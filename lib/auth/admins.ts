// The active admins: who hears about locked accounts and gets the weekly report.
import "server-only";
import { prisma } from "@/lib/db";

/** Every active admin, oldest account first: who hears about locked accounts and gets the weekly report. */
export async function activeAdmins(): Promise<{ id: string; email: string; name: string }[]> {
  return prisma.user.findMany({
    where: { role: "admin", isActive: true },
    select: { id: true, email: true, name: true },
    orderBy: { createdAt: "asc" },
  });
}
