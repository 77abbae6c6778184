/** One visit's mismatches, as the walk found them. */
export interface VisitReport {
  label: string;
  problems: string[];
}

/** The class of a mismatch: its check's name, without the addresses and figures that vary. */
export function mismatchClass(problem: string): string {
  const check = problem.split(':')[0] ?? problem;
  return check
    .replace(/https?:\/\/\S+/g, 'URL')
    .replace(/\d+/g, 'N')
    .trim();
}

/**
 * The walk's mismatches grouped by class, most frequent first, each with how many visits had it
 * and the first two of them: what the report gives the people fixing the navigator.
 */
export function summarize(
  reports: readonly VisitReport[],
  visits: number,
  siteDefects: ReadonlySet<string> = new Set(),
): string {
  const classes = new Map<string, VisitReport[]>();
  for (const report of reports) {
    for (const name of new Set(report.problems.map(mismatchClass))) {
      classes.set(name, [...(classes.get(name) ?? []), report]);
    }
  }
  const lines = [`${reports.length} of ${visits} steps differ from their full load`];
  for (const [name, seen] of [...classes].sort((a, b) => b[1].length - a[1].length)) {
    lines.push(`- ${name}: ${seen.length} step${seen.length === 1 ? '' : 's'}`);
    for (const example of seen.slice(0, 2)) {
      const problem = example.problems.find((p) => mismatchClass(p) === name) ?? '';
      lines.push(`    ${example.label}\n      ${problem}`);
    }
  }
  if (siteDefects.size > 0) {
    lines.push(`The site's own defects (its full loads have them too; not counted): ${siteDefects.size}`);
    for (const defect of [...siteDefects].slice(0, 5)) lines.push(`    ${defect}`);
  }
  return lines.join('\n');
}
