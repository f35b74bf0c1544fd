/** Before → after, one line per changed key; plain JSON values are shown compactly. */

function show(value: unknown): string {
  if (value === undefined) return "—";
  if (value === null) return "empty";
  if (typeof value === "string") return value === "" ? "empty" : value;
  if (typeof value === "boolean") return value ? "on" : "off";
  return JSON.stringify(value);
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  if (before === null && after === null) return <span className="text-muted-foreground">—</span>;
  const b = asRecord(before);
  const a = asRecord(after);
  if (!b && !a) {
    return (
      <span>
        {show(before)} → {show(after)}
      </span>
    );
  }
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return (
    <ul className="space-y-0.5">
      {keys.map((key) => (
        <li key={key} className="whitespace-normal [overflow-wrap:anywhere]">
          <span className="font-medium">{key}</span>:{" "}
          {b && <span className="text-muted-foreground line-through decoration-1">{show(b[key])}</span>}
          {b && a && <span aria-label="changed to"> → </span>}
          {a && <span>{show(a[key])}</span>}
        </li>
      ))}
    </ul>
  );
}
