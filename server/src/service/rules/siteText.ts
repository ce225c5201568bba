// The text of a site and of the rest of its document, for the few rules that must stay silent when
// something they cannot read may settle the question: a spread of an object from another module,
// or CKJS's `new Kafka({...})` config, which the library merges into every client it creates.
import type { Range } from 'vscode-languageserver-types';
import type { ConfigSite, SourceDocument } from '../model';
import type { RuleContext } from './types';
import { lineIndexOf } from '../parse/lineIndex';
import { tsExtras } from './lang';

// Through the shared line index, not a walk from the top of the text: properties-backslash-path reads
// every entry's value, and walking to each made a 2,000-line .properties cost ~20 ms per keystroke
// (npm run bench:code).
function offsetOf(text: string, line: number, character: number): number {
  return lineIndexOf(text).offset({ line, character });
}

export function rangeText(text: string, r: Range): string {
  return text.slice(offsetOf(text, r.start.line, r.start.character), offsetOf(text, r.end.line, r.end.character));
}

/** The document without the site's own text. */
export function outsideSite(doc: SourceDocument, site: ConfigSite): string {
  const start = offsetOf(doc.text, site.range.start.line, site.range.start.character);
  const end = offsetOf(doc.text, site.range.end.line, site.range.end.character);
  return doc.text.slice(0, start) + doc.text.slice(end);
}

/**
 * A TS/JS config object that spreads something in (`{ ...base, 'acks': 'all' }`), or options this
 * file does not show at all (`new Kafka.Producer(conf)` with conf from a JSON file): keys may hide there.
 * Asked through ctx.fromText, so the answer depends on the object's own text, not on the whole file's.
 */
export function spreadsSomething(ctx: Pick<RuleContext, 'site' | 'fromText'>): boolean {
  const x = tsExtras(ctx.site);
  if (x?.configUnseen) return true;
  const r = x?.objectRange;
  return r !== undefined && ctx.fromText((text) => rangeText(text, r).includes('...'));
}
