// The documents the extension hands to the language server and decorates with lenses, derived from
// the shared model (common/src/model.ts DOCUMENT_KINDS), so the editor, the CLI and the server
// agree on what is a config file.
import { DOCUMENT_KINDS } from '../../common/src/model';

/** Fits both vscode.DocumentFilter and the language client's LSP filter. */
type Filter = { scheme: string; language: string } | { scheme: string; pattern: string };

function selector(scheme: string): Filter[] {
  return DOCUMENT_KINDS.flatMap((k): Filter[] => {
    // YAML is analysed only in Spring Boot's application*.yml, *.config only in Confluent's client
    // files: match those by name (the server checks the exact name again).
    if (k.onlyNames) return k.nameGlob ? [{ scheme, pattern: k.nameGlob }] : [];
    return [
      ...k.languageIds.map((language) => ({ scheme, language })),
      ...k.extensions.map((e) => ({ scheme, pattern: `**/*${e}` })),
    ];
  });
}

/** Saved files of every kind, plus unsaved .properties buffers (a config pasted into a new tab). */
export const ANALYSED_DOCUMENTS: Filter[] = [...selector('file'), { scheme: 'untitled', language: 'properties' }];
