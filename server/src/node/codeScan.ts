// Reads the workspace's Java and TS/JS sources that may say something across files (a bound
// @ConfigurationProperties map reaching a Kafka client, an exported kafkajs client) and hands them
// to the service's crossFile/ readers, which parse them with the analysis' own parsers. Bounded:
// only files whose text passes the cheap tests, each under its language's size cap
// (common/src/limits.ts), at most MAX_CODE_FILES of them, so a large monorepo costs the scan a
// bounded number of parses. The language server has the parsing done in a worker thread
// (codeFactsWorker.ts); the CLI, which answers no requests meanwhile, does it in place.
import { promises as fs } from 'node:fs';
import { relative } from 'node:path';
import { LANGUAGE_SIZE_CAPS } from '../../../common/src/limits';
import { documentKind } from '../../../common/src/model';
import { fsPathToUri } from '../../../common/src/uri';
import { codeFactsOf, mayBindOrUseKafkaMap, type CodeFacts } from '../service/crossFile';
import type { SourceDocument } from '../service/model';
import { loadJavaGrammar } from '../service/parse/javaTree';
import { readParserWasm } from './parserWasm';

/** Files parsed for cross-file facts, per language. */
export const MAX_CODE_FILES = 300;

const KAFKA_JS_MODULE = /['"](?:kafkajs|@confluentinc\/kafka-javascript)['"]/;

/** Parses the candidate sources and says what they say across files; `labels[i]` names `docs[i]` in messages. */
export type CodeFactsReader = (docs: SourceDocument[], labels: string[]) => Promise<CodeFacts>;

/** On this thread. Only sources with Java candidates pay for the grammar; a failed load leaves the Java facts out. */
export const readCodeFactsHere: CodeFactsReader = async (docs, labels) => {
  const java = docs.some((d) => documentKind(d.fileName, d.languageId)?.reader === 'java');
  const grammar = java ? await loadJavaGrammar(readParserWasm).then(() => true, () => false) : true;
  const names = new Map(docs.map((d, i) => [d, labels[i]]));
  const parsed = grammar ? docs : docs.filter((d) => documentKind(d.fileName, d.languageId)?.reader !== 'java');
  return codeFactsOf(parsed, (d) => names.get(d) ?? d.fileName);
};

export class CodeCandidates {
  private readonly java: SourceDocument[] = [];
  private readonly ts: SourceDocument[] = [];
  private readonly roots = new Map<SourceDocument, string>();

  /**
   * Reads `path` when it is a source file worth a parse; false when skipped. `read` is its text when
   * the caller has read it already; when that gave nothing (a file of 1 MB or more), it is looked
   * at here as before.
   */
  async offer(root: string, path: string, read?: Promise<string | undefined>): Promise<boolean> {
    const reader = documentKind(path)?.reader;
    if (reader !== 'java' && reader !== 'ts') return false;
    const list = reader === 'java' ? this.java : this.ts;
    if (list.length >= MAX_CODE_FILES || /\.d\.[cm]?ts$/.test(path)) return false;
    let text = read ? await read : undefined;
    if (text !== undefined) {
      if (Buffer.byteLength(text) > LANGUAGE_SIZE_CAPS[reader]) return false;
    } else {
      const stat = await fs.stat(path);
      if (stat.size > LANGUAGE_SIZE_CAPS[reader]) return false;
      text = await fs.readFile(path, 'utf8');
    }
    if (reader === 'java' ? !mayBindOrUseKafkaMap(text) : !KAFKA_JS_MODULE.test(text)) return false;
    const doc: SourceDocument = { uri: fsPathToUri(path), fileName: path, languageId: reader === 'java' ? 'java' : /\.[cm]?tsx?$/.test(path) ? 'typescript' : 'javascript', text };
    list.push(doc);
    this.roots.set(doc, root);
    return true;
  }

  async facts(read: CodeFactsReader = readCodeFactsHere): Promise<CodeFacts | undefined> {
    if (this.java.length === 0 && this.ts.length === 0) return undefined;
    const docs = [...this.java, ...this.ts];
    const facts = await read(docs, docs.map((d) => relative(this.roots.get(d) ?? '', d.fileName).replace(/\\/g, '/')));
    return facts.tsExports || facts.boundKafkaMaps || facts.kafkajsGroups ? facts : undefined;
  }
}
