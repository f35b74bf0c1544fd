import { describe, expect, it } from "vitest";
import { createNotificationStore } from "./notifications";

describe("notifications store (docs/product.md §4)", () => {
  it("adds newest first, unread by default", () => {
    const store = createNotificationStore();
    store.add({ title: "First" });
    store.add({ title: "Second", variant: "success" });
    const [newest, oldest] = store.getSnapshot();
    expect(newest).toMatchObject({ title: "Second", isRead: false, variant: "success" });
    expect(oldest).toMatchObject({ title: "First", isRead: false, variant: "info" });
  });

  it("marks one read, all read, removes and clears", () => {
    const store = createNotificationStore();
    const a = store.add({ title: "A" });
    const b = store.add({ title: "B" });
    store.markRead(a.id);
    expect(store.getSnapshot().map((n) => [n.title, n.isRead])).toEqual([["B", false], ["A", true]]);
    store.markAllRead();
    expect(store.getSnapshot().every((n) => n.isRead)).toBe(true);
    store.remove(b.id);
    expect(store.getSnapshot().map((n) => n.title)).toEqual(["A"]);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });

  it("notifies subscribers and stops after unsubscribe", () => {
    const store = createNotificationStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.add({ title: "A" });
    unsubscribe();
    store.add({ title: "B" });
    expect(calls).toBe(1);
  });

  it("keeps at most the newest `limit` notifications", () => {
    const store = createNotificationStore(2);
    store.add({ title: "1" });
    store.add({ title: "2" });
    store.add({ title: "3" });
    expect(store.getSnapshot().map((n) => n.title)).toEqual(["3", "2"]);
  });
});
