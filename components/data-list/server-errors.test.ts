import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api/client";
import { applyServerErrors } from "./server-errors";

const unprocessable = (errors: Record<string, string[]>) => new ApiRequestError("HTTP_ERROR", "Validation failed", 422, { message: "Validation failed", errors });

describe("applyServerErrors", () => {
  it("puts each 422 field message under the form's matching field, first message only", () => {
    const setError = vi.fn();
    const placed = applyServerErrors(unprocessable({ email: ["Email already in use", "second"], name: ["Name is required"] }), setError, ["name", "email"]);
    expect(placed).toBe(true);
    expect(setError).toHaveBeenCalledWith("email", { type: "server", message: "Email already in use" });
    expect(setError).toHaveBeenCalledWith("name", { type: "server", message: "Name is required" });
    expect(setError).toHaveBeenCalledTimes(2);
  });

  it("puts a nested key on its top field and ignores fields the form does not show", () => {
    const setError = vi.fn();
    applyServerErrors(unprocessable({ "options.2": ["Option C is empty"], secret: ["nope"] }), setError, ["options", "title"]);
    expect(setError.mock.calls).toEqual([["options", { type: "server", message: "Option C is empty" }]]);
  });

  it("does nothing for errors that are not the API's, or carry no field messages", () => {
    const setError = vi.fn();
    expect(applyServerErrors(new Error("boom"), setError, ["name"])).toBe(false);
    expect(applyServerErrors(new ApiRequestError("FETCH_ERROR", "offline"), setError, ["name"])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
