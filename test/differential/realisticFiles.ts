// The project's own realistic client, Streams and Connect worker files (test/corpus, examples), with
// the Java class each is for, decided by its name as a user's launcher would pick it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseProperties } from '../../server/src/service/parse/properties';
import type { Target } from './construct';

const ROOT = join(__dirname, '..', '..');
const DIRS = ['test/corpus', 'examples/config'];
/** Not Kafka client configs: another product's file, MirrorMaker 2, a connector, a mixed-role file. */
const SKIP = /not-kafka|mirrormaker|connector|app-mixed/;

function targetOf(path: string): Target | undefined {
  const name = path.split('/').pop()!;
  if (/^producer/.test(name)) return 'producer';
  if (/^consumer|^classic-consumer/.test(name)) return 'consumer';
  if (/^admin/.test(name)) return 'admin';
  if (/^streams/.test(name)) return 'streams';
  if (/^connect-distributed|^worker/.test(name)) return 'distributed';
  if (/^connect-standalone/.test(name)) return 'standalone';
  return undefined;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.properties') ? [p] : [];
  });
}

export interface RealisticFile { path: string; target: Target; entries: Array<{ key: string; value: string }> }

export function realisticFiles(): RealisticFile[] {
  const out: RealisticFile[] = [];
  for (const dir of DIRS) {
    for (const path of walk(join(ROOT, dir)).sort()) {
      const rel = relative(ROOT, path);
      const target = targetOf(rel);
      if (!target || SKIP.test(rel)) continue;
      const parsed = parseProperties(readFileSync(path, 'utf8'));
      out.push({ path: rel, target, entries: parsed.entries.map((e) => ({ key: e.key, value: e.value })) });
    }
  }
  return out;
}
