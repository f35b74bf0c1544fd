import { describe, expect, it } from "vitest";
import { catalogQuerySchema, catalogViewKey, catalogViewQuery } from "./schema";

const key = (qs: string) => catalogViewKey(new URLSearchParams(qs));

describe("catalogue view keys (proxy.ts rewrites /courses?<query> to /courses/filtered/<key>)", () => {
  it("is null without a query string: /courses is served as it is", () => {
    expect(key("")).toBeNull();
  });

  it("names one view by one key whatever the order, defaults or unknown values", () => {
    const canonical = key("level=beginner&sort=rating");
    expect(canonical).toBe("level=beginner&sort=rating");
    expect(key("sort=rating&level=beginner")).toBe(canonical);
    expect(key("sort=rating&level=beginner&utm_source=x&page=1")).toBe(canonical);
    expect(key("level=beginner&level=advanced&sort=rating")).toBe(canonical);
    expect(key("q=%20web%20&page=2")).toBe("q=web&page=2");
  });

  it("keeps a query of unknown values apart from the indexed /courses, as the unfiltered view", () => {
    expect(key("utm_source=mail")).toBe("all");
    expect(catalogViewQuery("all")).toEqual(catalogQuerySchema.parse({}));
  });

  it("reads back the query it names, encoded as a path segment or not", () => {
    const view = key("q=C%2B%2B%20%26%20more%2Fless&category=Design&price=paid&sort=price-desc&page=3")!;
    const expected = { q: "C++ & more/less", category: "Design", price: "paid", sort: "price-desc", page: 3, level: undefined };
    expect(catalogViewQuery(view)).toEqual(expected);
    expect(catalogViewQuery(encodeURIComponent(view))).toEqual(expected);
    // Garbage reads as the unfiltered view, never an error.
    expect(catalogViewQuery("%E0%A4%A")).toEqual(catalogQuerySchema.parse({}));
  });
});
