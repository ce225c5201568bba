// The real-world style corpus (test/corpus): every file through the real language service; each
// finding must be one the corpus expects, and each expected finding must be there. Prints the
// counts and precision (expected findings / all findings).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeFactsOf } from '../../server/src/service/crossFile';
import { springKeysReadIn } from '../../server/src/node/springKeysRead';
import { springFactoryBeansIn } from '../../server/src/node/springFactoryBeans';
import { springAckFactsIn } from '../../server/src/node/springAckListeners';
import { composeImages, composeKafkaServices } from '../../server/src/service/crossFile/compose';
import { isComposeDocument } from '../../common/src/model';
import type { ModuleFacts } from '../../server/src/service/workspace';
import { compare, corpusFiles, type CorpusFile } from '../support/corpus';
import { doc, lint } from '../support/service';

/**
 * Each corpus folder is one project: what its code says across files (a bound prefix handed to a
 * client, a kafkajs producer another module imports) is read from its files, as the scan would.
 */
function codeFactsByFolder(files: CorpusFile[]) {
  const folder = (f: CorpusFile) => f.path.split(/[\\/]/)[0];
  const groups = new Map<string, CorpusFile[]>();
  for (const f of files) groups.set(folder(f), [...(groups.get(folder(f)) ?? []), f]);
  const facts = new Map([...groups].map(([k, fs]) => [k, codeFactsOf(fs.map((f) => doc(f.text, `corpus/${f.path}`)))]));
  return (f: CorpusFile) => facts.get(folder(f));
}

test('real-world style corpus: no unexpected finding, no missed one', () => {
  const files = corpusFiles();
  assert.ok(files.length >= 15, `only ${files.length} corpus files`);
  const code = codeFactsByFolder(files);
  // Each corpus folder is one project: the keys its Java/Kotlin sources read (Spring @Value,
  // getProperty, @ConfigurationProperties) and the Kafka factory beans they define, as the workspace scan gathers them.
  const folder = (path: string) => path.split('/')[0];
  const codeReadKeys = (path: string) => files.filter((g) => folder(g.path) === folder(path)).flatMap((g) => springKeysReadIn(g.path, g.text, `file:///test/corpus/${g.path}`));
  const springFactoryBeans = (path: string) => files.filter((g) => folder(g.path) === folder(path)).flatMap((g) => springFactoryBeansIn(g.path, g.text, `file:///test/corpus/${g.path}`));
  // A folder with a pom.xml is a Java module (its version unsaid), and @KafkaListener methods that
  // take an Acknowledgment and the places that set an ack mode are read from its files.
  const uri = (path: string) => `file:///test/corpus/${path}`;
  const modules: Record<string, ModuleFacts> = Object.fromEntries(files.filter((g) => g.path.endsWith('/pom.xml'))
    .map((g) => [uri(folder(g.path)), { folder: uri(folder(g.path)), versions: { java: { client: 'java' as const, origin: 'pom.xml' } } }]));
  const ack = (path: string) => files.filter((g) => folder(g.path) === folder(path)).map((g) => ({ g, facts: springAckFactsIn(g.path.split('/').pop()!, g.text, uri(g.path)) }));
  // A folder's Docker Compose files, as the scan keeps them (the Kafka images they run).
  const compose = (path: string) => files.filter((g) => folder(g.path) === folder(path) && isComposeDocument(g.path.split('/').pop()!, g.text))
    .map((g) => ({ file: uri(g.path), label: g.path, services: composeKafkaServices(g.text), containers: composeImages(g.text) })).filter((c) => c.services.length > 0);
  const verdicts = files.map((f) => compare(f, lint(f.text, { fileName: `corpus/${f.path}`, workspace: {
    compose: compose(f.path),
    code: code(f), codeReadKeys: codeReadKeys(f.path), springFactoryBeans: springFactoryBeans(f.path), modules,
    springAckListeners: ack(f.path).flatMap((a) => a.facts.listeners), springAckModeSetters: ack(f.path).filter((a) => a.facts.setsAckMode).map((a) => uri(a.g.path)),
  } })));
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
