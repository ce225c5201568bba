// A document's view of the workspace's exported kafkajs clients: its relative import specifiers
// resolved against its own URI and looked up by module key (crossFile/facts.ts). Undefined when the
// workspace exports none, so a file without a Kafka import is still skipped after one text test.
import { importedModuleKey, type CodeFacts } from './facts';
import type { LinkedImports } from '../sites/ts/linked';

export function linkedImportsOf(docUri: string, exports: CodeFacts['tsExports']): LinkedImports | undefined {
  if (!exports || Object.keys(exports).length === 0) return undefined;
  return (specifier) => {
    const key = importedModuleKey(docUri, specifier);
    return key ? exports[key] : undefined;
  };
}
