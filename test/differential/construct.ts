// Kafka's own verdict on whole configs: runs catalog-gen's "construct" mode, which builds the real
// KafkaProducer / KafkaConsumer / Admin, StreamsConfig or Connect worker config from each config in
// one JVM and reports whether the constructor refused it (with Kafka's exception and message).
import { spawn } from 'node:child_process';
import { javaArgs } from '../../catalog-gen/lib';

/** The Java class a config is given to. */
export type Target = 'producer' | 'consumer' | 'admin' | 'streams' | 'distributed' | 'standalone';
export type Config = ReadonlyArray<readonly [string, string]>;
export type Outcome = { refused: false } | { refused: true; message: string };

const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

/** Runs one JVM over the batch; async, so two versions' JVMs and our own analysis share the machine. */
export function construct(version: string, batch: ReadonlyArray<{ target: Target; config: Config }>): Promise<Outcome[]> {
  const input = batch.map((c) => [c.target, ...c.config.map(([k, v]) => `${b64(k)}:${b64(v)}`)].join('\t')).join('\n') + '\n';
  // C1 only: the JVM lives a few seconds, so the optimising compiler would cost more than it saves.
  const child = spawn('java', ['-XX:TieredStopAtLevel=1', ...javaArgs(version, 'construct')], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => { stdout += d; });
  child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr = (stderr + d).slice(-4000); });
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0) return reject(new Error(`construct mode failed for ${version} (${status}): ${stderr}`));
      const lines = stdout.split('\n').filter((l) => l !== '');
      if (lines.length !== batch.length) return reject(new Error(`expected ${batch.length} verdicts from ${version}, got ${lines.length}: ${stderr}`));
      resolve(lines.map((l) => (l === 'ok' ? { refused: false } : { refused: true, message: JSON.parse(l.slice(l.indexOf('\t') + 1)) as string })));
    });
  });
}
