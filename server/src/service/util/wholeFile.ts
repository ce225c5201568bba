// Whether a config site is the whole file, the evidence rules that report a missing required key
// need: a file split into sections by `kafka-tuning:` directives may be one part of several.
import type { RuleContext } from '../rules/types';
import { fillInBlanks } from './fillIn';

/** The site holds every entry of the file: no `kafka-tuning:` directive splits it into sections. */
export function wholeFile(ctx: RuleContext): boolean {
  const lines = ctx.doc.text.split(/\r?\n/);
  const directives = lines.flatMap((l, i) => (/^\s*[#!].*kafka-tuning:/.test(l) ? [i] : []));
  if (directives.length === 0) return true;
  if (directives.length > 1 || ctx.site.range.start.line !== directives[0]) return false;
  // One directive heading the file: nothing but comments and blank lines before it.
  return lines.slice(0, directives[0]).every((l) => /^\s*([#!].*)?$/.test(l));
}

/**
 * The evidence rules that report a missing required key (or a default an unwritten key leaves)
 * need that the site is plainly the whole node or worker config: no prefixed group split off it,
 * no overrides of a config written elsewhere, no template lines, no directive sections, and no
 * fill-in blanks. A fragment an image or a script completes is not judged.
 */
export function plainlyWholeConfig(ctx: RuleContext): boolean {
  if (ctx.site.entries.some((e) => e.prefix) || ctx.site.overrides) return false;
  return !ctx.mentions(/^\s*\{[%#{]/m) && wholeFile(ctx) && !fillInBlanks(ctx.site);
}
