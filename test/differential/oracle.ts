// Kafka's own verdict on values: runs catalog-gen's "check" mode (ConfigDef.parseValue of the role's
// real ConfigDef) once for a whole batch.
import { spawnSync } from 'node:child_process';
import { javaArgs } from '../../catalog-gen/lib';
import type { Role } from '../../server/src/service/model';

export interface Pair { role: Role; key: string; value: string }
export type Verdict = { ok: true } | { ok: false; message: string; crash?: string };

export function javaVerdicts(version: string, pairs: Pair[]): Verdict[] {
  const input = pairs.map((p) => `${p.role}\t${p.key}\t${Buffer.from(p.value, 'utf8').toString('base64')}`).join('\n') + '\n';
  const r = spawnSync('java', javaArgs(version, 'check'), { input, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`check mode failed: ${r.stderr}`);
  const lines = r.stdout.split('\n').filter((l) => l !== '');
  if (lines.length !== pairs.length) throw new Error(`expected ${pairs.length} verdicts, got ${lines.length}: ${r.stderr.slice(-500)}`);
  return lines.map((l, i) => {
    if (l === 'ok') return { ok: true };
    if (l === 'unknown') throw new Error(`Java does not know ${pairs[i].role} key ${pairs[i].key}`);
    const [kind, msg] = [l.slice(0, l.indexOf('\t')), l.slice(l.indexOf('\t') + 1)];
    return { ok: false, message: JSON.parse(msg) as string, ...(kind === 'invalid' ? {} : { crash: kind }) };
  });
}
