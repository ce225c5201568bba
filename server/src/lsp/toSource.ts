// An open LSP document as the language service reads it. The file name comes from the URI through
// vscode-uri, so a Windows document (file:///c%3A/…/application.yml) keeps the name the Spring and
// extension checks look at.
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { uriToFsPath } from '../../../common/src/uri';
import type { SourceDocument } from '../service/model';

export function toSource(doc: Pick<TextDocument, 'uri' | 'languageId' | 'getText'>): SourceDocument {
  return { uri: doc.uri, fileName: uriToFsPath(doc.uri), languageId: doc.languageId, text: doc.getText() };
}
