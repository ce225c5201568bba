// The workload directive: a comment `kafka-tuning: record-bytes=512 rate=2000 partitions=4
// process-ms=0.3 p99-ms=50 client=java@4.1 role=producer` tells the rules what the config is for.
// Rules that need a number the user did not declare stay silent rather than guess.
import type { ClientKind, Role, Workload } from './model';
import { ROLES } from './model';
import { WORKLOAD_FIELDS } from '../../../common/src/model';

export interface DirectiveProblem {
  message: string;
  /** Offsets within the directive text given to parseDirective. */
  start: number;
  end: number;
}

export interface Directive {
  workload: Workload;
  role?: Role;
  client?: { client: ClientKind; version?: string };
  problems: DirectiveProblem[];
}

const MARKER = /kafka-tuning\s*:/;

// The numeric keys and their bounds are the workload fields of the shared model.
const NUMERIC: Record<string, { field: keyof Workload; integer: boolean; min: number }> = Object.fromEntries(
  WORKLOAD_FIELDS.map((f) => [f.directive, { field: f.field, integer: f.integer, min: f.min }]),
);

/** The client names a directive accepts (aliases included) and the kind each stands for. */
export const DIRECTIVE_CLIENTS: Readonly<Record<string, ClientKind>> = {
  java: 'java',
  kafkajs: 'kafkajs',
  librdkafka: 'librdkafka',
  confluent: 'librdkafka',
  'node-rdkafka': 'librdkafka',
};

export const DIRECTIVE_KEYS = [...Object.keys(NUMERIC), 'client', 'role'];

/** Offset of the text after "kafka-tuning:" in a comment's text, or -1 when it is no directive. */
export function directiveStart(commentText: string): number {
  const m = MARKER.exec(commentText);
  if (!m || commentText.slice(0, m.index).trim() !== '') return -1;
  return m.index + m[0].length;
}

/** Parses the part after "kafka-tuning:"; offsets in problems are relative to `text`. */
export function parseDirective(text: string): Directive {
  const d: Directive = { workload: {}, problems: [] };
  const token = /\S+/g;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    const [word] = m;
    const start = m.index;
    const end = start + word.length;
    const eq = word.indexOf('=');
    if (eq <= 0) {
      d.problems.push({ message: `Expected key=value in the kafka-tuning directive, found '${word}'. Keys: ${DIRECTIVE_KEYS.join(', ')}`, start, end });
      continue;
    }
    const key = word.slice(0, eq);
    const value = word.slice(eq + 1);
    // Own keys only: 'constructor=1' must not find Object.prototype's.
    const num = own(NUMERIC, key);
    if (num) {
      const n = Number(value);
      if (value === '' || !Number.isFinite(n) || n < num.min || (num.integer && !Number.isInteger(n))) {
        d.problems.push({ message: `'${key}' takes ${num.integer ? 'a whole number' : 'a number'} ≥ ${num.min}, found '${value}'`, start: start + eq + 1, end });
      } else {
        d.workload[num.field] = n;
      }
    } else if (key === 'role') {
      if ((ROLES as readonly string[]).includes(value)) d.role = value as Role;
      else d.problems.push({ message: `'role' is one of ${ROLES.join(', ')}, found '${value}'`, start: start + eq + 1, end });
    } else if (key === 'client') {
      const [name, version] = value.split('@');
      const client = own(DIRECTIVE_CLIENTS, name);
      if (!client || (version !== undefined && !/^\d+(\.\d+){0,2}$/.test(version))) {
        d.problems.push({ message: `'client' is java|kafkajs|librdkafka with an optional @version (java@4.1), found '${value}'`, start: start + eq + 1, end });
      } else {
        d.client = { client, version };
      }
    } else {
      d.problems.push({ message: `Unknown kafka-tuning directive key '${key}'. Keys: ${DIRECTIVE_KEYS.join(', ')}`, start, end: start + eq });
    }
  }
  return d;
}

function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
