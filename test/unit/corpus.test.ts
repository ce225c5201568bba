// The real-world style corpus (test/corpus): every file through the real language service; each
// finding must be one the corpus expects, and each expected finding must be there. Prints the
// counts and precision (expected findings / all findings).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { springKeysReadIn } from '../../server/src/node/springKeysRead';
import { compare, corpusFiles } from '../support/corpus';
import { lint } from '../support/service';

test('real-world style corpus: no unexpected finding, no missed one', () => {
  const files = corpusFiles();
  assert.ok(files.length >= 15, `only ${files.length} corpus files`);
  // Each corpus folder is one project: the keys its Java/Kotlin sources read (Spring @Value,
  // getProperty, @ConfigurationProperties), as the workspace scan gathers them.
  const folder = (path: string) => path.split('/')[0];
  const codeReadKeys = (path: string) => files.filter((g) => folder(g.path) === folder(path)).flatMap((g) => springKeysReadIn(g.path, g.text, `file:///test/corpus/${g.path}`));
  const verdicts = files.map((f) => compare(f, lint(f.text, { fileName: `corpus/${f.path}`, workspace: { codeReadKeys: codeReadKeys(f.path) } })));
  const all = verdicts.reduce((n, v) => n + v.actual.length, 0);
  const expected = verdicts.reduce((n, v) => n + v.expected.length, 0);
  const unexpected = verdicts.flatMap((v) => v.unexpected.map((u) => `${v.file}:${u}`));
  const missed = verdicts.flatMap((v) => v.missed.map((m) => `${v.file}:${m}`));
  const right = all - unexpected.length;
  const silent = verdicts.filter((v) => v.expected.length === 0).length;
  console.log(`corpus: ${files.length} files (${silent} expected silent), ${all} findings, ${expected} expected, ` +
    `${unexpected.length} unexpected, ${missed.length} missed; precision ${all ? ((100 * right) / all).toFixed(1) : '100.0'} % (${right}/${all})`);
  for (const v of verdicts) if (v.unexpected.length || v.missed.length) for (const m of v.messages) console.log(`  ${v.file} ${m}`);
  assert.deepEqual({ unexpected, missed }, { unexpected: [], missed: [] });
});
