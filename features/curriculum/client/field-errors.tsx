// The builder's forms keep their messages in a plain record (the client's checks and the server's
// 422, by field name). `field` marks an input invalid and ties it to its message; `fieldError`
// renders that message under it.
export function fieldErrors(id: string, errors: Record<string, string>) {
  const errorId = (name: string) => `${id}-${name}-error`;
  return {
    field: (name: string) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": errorId(name) } : {}),
    fieldError: (name: string) =>
      errors[name] ? (
        <p id={errorId(name)} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ) : null,
  };
}
