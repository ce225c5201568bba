// A directive found in a document: where it is and what it says. Site extractors for every syntax
// hand these to the language service, which reports their problems as `unknown-directive`.
import type { Range } from 'vscode-languageserver-types';
import type { Directive } from '../directive';

export interface DirectiveSpan {
  /** Document offset where the directive's key=value text starts (problem offsets are relative to it). */
  offset: number;
  directive: Directive;
  /** The whole comment. */
  range: Range;
  /** Ids of the sites this directive is the nearest one for (what its hover calls its scope); set by extractSites. */
  siteIds?: string[];
}
