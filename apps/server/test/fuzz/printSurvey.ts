import { rules } from './knownFindings.js';
import type { Survey } from './contractProperty.js';

/**
 * `FUZZ_REPORT=1`: every distinct broken rule per entry, status and hostile classes, with one example each,
 * known findings marked. Printed only on request; a normal run prints nothing.
 */
export const printSurvey = (survey: Survey): void => {
  const distinct = new Map<string, { count: number; example: string; known: boolean }>();
  for (const violation of survey.violations) {
    const classes = violation.report.match(/hostile: (.*)/)?.[1] ?? '';
    const label = `${violation.entry} · ${rules[violation.rule]} · ${violation.status} · ${classes}`;
    const seen = distinct.get(label);
    if (seen) seen.count++;
    else distinct.set(label, { count: 1, example: violation.report, known: violation.known !== undefined });
  }
  const lines = [...distinct.entries()].map(
    ([label, { count, example, known }]) =>
      `${known ? 'known  ' : 'NEW    '} ${count}× ${label}\n${example.replace(/^/gm, '        ')}`,
  );
  const statuses = [...survey.statuses.entries()].map(
    ([entry, counts]) =>
      `  ${entry}: ${[...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`,
  );
  console.log(`contract fuzz answers per entry:\n${statuses.join('\n')}`);
  console.log(`contract fuzz survey: ${survey.violations.length} broken rules\n${lines.join('\n')}`);
};
