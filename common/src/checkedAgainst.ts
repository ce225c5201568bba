// What each linted file was checked against: per client kind, the version its build gives (and
// where from), or that none was found and the newest was assumed. The CLI's JSON and SARIF carry
// it per file, so a whole-repository run shows its assumptions without a finding having to.
import { z } from 'zod';
import { clientKindSchema } from './model';

export const checkedAgainstSchema = z.object({
  client: clientKindSchema,
  /** The version the build (or a directive, or the project file) gives; absent when none was found. */
  version: z.string().optional(),
  /**
   * The release whose facts were checked. Java: the generated catalog of `version`'s release line
   * (its patch may differ: 4.2.2 for 4.2.1), else the nearest older line's, the oldest below them
   * all, the newest without a version. kafkajs and librdkafka: `version` itself.
   */
  checked: z.string().optional(),
  /** Where `version` came from ("kafka_2.13 in pom.xml, inherited by im/pom.xml"), or "none found: newest checked". */
  source: z.string(),
}).strict();

export type CheckedAgainst = z.infer<typeof checkedAgainstSchema>;

/** `kafka-tune lint --format json`: every linted file, its assumptions and its findings (LSP Diagnostics). */
export const lintJsonSchema = z.array(z.object({
  file: z.string(),
  /** The folder of the build file the versions come from, relative to the working folder ("." for it); absent outside every module. */
  module: z.string().optional(),
  checkedAgainst: z.array(checkedAgainstSchema),
  diagnostics: z.array(z.object({ range: z.unknown(), message: z.string(), severity: z.number().optional(), code: z.union([z.string(), z.number()]).optional(), source: z.string().optional() }).passthrough()),
}).strict());

export type LintJson = z.infer<typeof lintJsonSchema>;

/** The words for one assumption, as the text output prints them. */
export function describeCheckedAgainst(c: CheckedAgainst): string {
  const name = c.client === 'java' ? 'Kafka' : c.client;
  if (!c.version) return `${name}: none found, ${c.checked ? `newest (${c.checked})` : 'newest'} checked`;
  let catalog = '';
  // Another line's catalog: say which way it is off, so nothing reads as this version's own configs.
  if (c.checked && line(c.checked) !== line(c.version)) catalog = older(c.version, c.checked) ? `; checked against ${c.checked}, the oldest known` : `; checked against ${c.checked}, the nearest older release known`;
  return `${name} ${c.version} (${c.source}${catalog})`;
}

const line = (v: string) => v.split('.').slice(0, 2).join('.');
const older = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map((n) => Number.parseInt(n, 10) || 0));
  return x[0] - y[0] < 0 || (x[0] === y[0] && (x[1] ?? 0) < (y[1] ?? 0));
};
