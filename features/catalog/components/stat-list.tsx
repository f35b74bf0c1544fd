/**
 * Figures as a description list, each value above its label (the hero's and the headline
 * statistics): the label is the <dt>, as the markup wants, and flex-col-reverse shows it second.
 */
export function StatList({ stats, className, labelClassName, valueClassName, testId }: { stats: readonly { value: string; label: string }[]; className: string; labelClassName: string; valueClassName: string; testId?: string }) {
  return (
    <dl className={className} data-testid={testId}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt className={labelClassName}>{stat.label}</dt>
          <dd className={valueClassName}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
