import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseProperties } from '../../server/src/service/parse/properties';

const entries = (text: string) => parseProperties(text).entries.map((e) => [e.key, e.value]);

describe('parseProperties (java.util.Properties semantics)', () => {
  it('splits on =, : or whitespace and keeps trailing blanks in values', () => {
    assert.deepEqual(entries('a=1\nb:2\nc 3\nd = 4 \ne\t:\t5\nf\n'), [['a', '1'], ['b', '2'], ['c', '3'], ['d', '4 '], ['e', '5'], ['f', '']]);
  });

  it('joins continuations, drops the next line\'s indent, and never continues comments', () => {
    assert.deepEqual(entries('list=a,\\\n    b,\\\n  c\n# comment \\\nnext=1\n'), [['list', 'a,b,c'], ['next', '1']]);
  });

  it('handles an even number of trailing backslashes as a literal backslash', () => {
    assert.deepEqual(entries('path=C:\\\\\nx=1\n'), [['path', 'C:\\'], ['x', '1']]);
  });

  it('decodes escapes in keys and values', () => {
    assert.deepEqual(entries('my\\ key\\=x=\\u0041\\tb\\q\n'), [['my key=x', 'A\tbq']]);
  });

  it('reports a malformed \\u escape (Properties.load would throw)', () => {
    const p = parseProperties('ok=1\nbad=\\u12G4\n');
    assert.equal(p.problems.length, 1);
    assert.match(p.problems[0].message, /Malformed/);
    assert.deepEqual(p.problems[0].range.start, { line: 1, character: 4 });
  });

  it('gives exact key and value ranges across CRLF and continuations', () => {
    const [a, b] = parseProperties('  linger.ms = 5\r\nbatch.size=\\\r\n   16384\r\n').entries;
    assert.deepEqual(a.keyRange, { start: { line: 0, character: 2 }, end: { line: 0, character: 11 } });
    assert.deepEqual(a.valueRange, { start: { line: 0, character: 14 }, end: { line: 0, character: 15 } });
    assert.deepEqual(b.valueRange, { start: { line: 2, character: 3 }, end: { line: 2, character: 8 } });
    assert.deepEqual(b.lineRange, { start: { line: 1, character: 0 }, end: { line: 3, character: 0 } });
  });

  it('agrees with the JDK on generated files (differential)', { skip: !hasJava() && 'java not on PATH' }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'props-diff-'));
    try {
      const texts = generate(1000, 42);
      const files = texts.map((t, i) => {
        const f = join(dir, `${i}.properties`);
        writeFileSync(f, t);
        return f;
      });
      const r = spawnSync('java', [join(__dirname, '../support/PropsDump.java'), ...files], { encoding: 'utf8', maxBuffer: 64 << 20 });
      assert.equal(r.status, 0, r.stderr);
      const lines = r.stdout.trim().split('\n');
      assert.equal(lines.length, texts.length);
      let mismatches = 0;
      texts.forEach((text, i) => {
        const jdk = JSON.parse(lines[i]) as Record<string, string>;
        const parsed = parseProperties(text);
        const ours: Record<string, string> = {};
        for (const e of parsed.entries) ours[e.key] = e.value;
        if ('__error__' in jdk) {
          if (parsed.problems.length === 0) mismatches++;
          return;
        }
        if (parsed.problems.length > 0 || JSON.stringify(sortKeys(ours)) !== JSON.stringify(sortKeys(jdk))) {
          mismatches++;
          if (mismatches <= 3) console.error(`mismatch on ${JSON.stringify(text)}\n ours ${JSON.stringify(ours)}\n jdk  ${JSON.stringify(jdk)}`);
        }
      });
      console.log(`properties differential: ${texts.length} files, ${mismatches} mismatches`);
      assert.equal(mismatches, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function hasJava(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

function sortKeys(o: Record<string, string>): Array<[string, string]> {
  return Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Seeded random files from Kafka-ish fragments and every syntax corner the reader handles. */
function generate(count: number, seed: number): string[] {
  let s = seed;
  const rnd = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const frags = ['linger.ms', 'batch.size', 'acks', 'all', '16384', ' ', '\t', '=', ':', '\\', '\\\\', '\\n', '\\u0041', '\\u00e9', '#', '!', ',', 'a', 'é', '日本', '\f', '\\ ', '\\=', '\\:'];
  const breaks = ['\n', '\r\n', '\r', '\\\n', '\\\r\n'];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let t = '';
    const lines = 1 + Math.floor(rnd() * 6);
    for (let l = 0; l < lines; l++) {
      const n = Math.floor(rnd() * 7);
      for (let k = 0; k < n; k++) t += pick(frags);
      t += pick(breaks);
    }
    out.push(t);
  }
  return out;
}
