// Tiny DOM helpers: text always goes through textContent, never innerHTML.
export function el(tag: string, attrs: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElement {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return e;
}

export interface Field { label: HTMLElement; input: HTMLInputElement | HTMLSelectElement; hint: HTMLElement }

/**
 * A labelled control with its explanation twice: as the tooltip (title) of the whole label, and as
 * a short visible hint under it (the first sentence), so nobody has to hover to learn what it is.
 */
export function field(text: string, type: 'number' | 'text' | 'password' | 'select' | 'checkbox', help = '', options: string[] = []): Field {
  const input = type === 'select' ? (el('select', {}, ...options.map((o) => el('option', { value: o }, o))) as HTMLSelectElement) : (el('input', { type }) as HTMLInputElement);
  const hint = el('small', { class: 'hint' }, firstSentence(help));
  const label = type === 'checkbox' ? el('label', { class: 'check' }, input, el('span', {}, text)) : el('label', {}, el('span', {}, text), input);
  const wrap = el('div', { class: 'field' }, label, hint);
  if (help) { wrap.title = help; input.setAttribute('aria-description', help); }
  return { label: wrap, input, hint };
}

/** Up to the first full stop that ends a sentence ("e.g." and "…" inside a sentence do not). */
export function firstSentence(s: string): string {
  const m = /^(.+?(?<!\be\.g|\bi\.e)\.)(\s+[A-Z(]|$)/.exec(s);
  return m ? m[1] : s;
}

export function num(f: Field): number {
  return Math.round(Number(f.input.value));
}

/** A table; a cell may carry a tooltip as [text, title]. */
export function table(head: Array<string | [string, string]>, rows: Array<Array<string | [string, string]>>): HTMLElement {
  const cell = (tag: string, c: string | [string, string]) => (typeof c === 'string' ? el(tag, {}, c) : el(tag, c[1] ? { title: c[1], class: 'explained' } : {}, c[0]));
  return el('table', {}, el('thead', {}, el('tr', {}, ...head.map((h) => cell('th', h)))), el('tbody', {}, ...rows.map((r) => el('tr', {}, ...r.map((c) => cell('td', c))))));
}
