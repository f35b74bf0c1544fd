// The app's Prisma client tells its write listeners about each write, and the two modules that
// need to hear of writes (the figure cache, the SQLite search merge) register when first used:
// lib/db imports neither.
import { describe, expect, it } from "vitest";
import { prisma } from "./index";
import { onWrite, writeListenerNames, type WriteEvent } from "./write-listeners";
import { cachedAggregate, clearAggregates } from "./aggregate-cache";
import { searchIds } from "@/lib/search";
import { createUser } from "@/test/helpers";

describe("the write listeners", () => {
  it("hear each write through the app's client once it ran, with what it wrote and returned, and no read", async () => {
    const heard: WriteEvent[] = [];
    const stop = onWrite("test", (write) => heard.push(write));
    const user = await prisma.user.create({ data: { email: "listener@example.test", name: "Listener", role: "user" }, select: { id: true } });
    await prisma.user.findMany({ where: { id: user.id } });
    await prisma.user.updateMany({ where: { id: user.id }, data: { name: "Listener Two" } });
    expect(heard).toEqual([
      { model: "User", operation: "create", data: { email: "listener@example.test", name: "Listener", role: "user" }, result: { id: user.id } },
      { model: "User", operation: "updateMany", data: { name: "Listener Two" }, result: { count: 1 } },
    ]);

    // A second registration under the same name replaces the first; stopped, it hears nothing more.
    const replaced: WriteEvent[] = [];
    const stopReplaced = onWrite("test", (write) => replaced.push(write));
    stop();
    await prisma.user.delete({ where: { id: user.id } });
    expect(heard).toHaveLength(2);
    expect(replaced.map((w) => w.operation)).toEqual(["delete"]);
    stopReplaced();
    expect(writeListenerNames()).not.toContain("test");
  });

  it("are joined by the figure cache at its first figure and by the search merge at its first search", async () => {
    expect(writeListenerNames()).not.toContain("aggregate-cache");
    clearAggregates();
    let runs = 0;
    await cachedAggregate("listeners:figure", async () => ++runs);
    expect(writeListenerNames()).toContain("aggregate-cache");
    await createUser({ role: "user" });
    await cachedAggregate("listeners:figure", async () => ++runs);
    expect(runs).toBe(2);

    expect(writeListenerNames()).not.toContain("search-merge");
    await searchIds("User", ["name"], "nobody by this name");
    expect(writeListenerNames()).toContain("search-merge");
  });
});
