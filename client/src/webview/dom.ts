// Tiny DOM helpers: text always goes through textContent, never innerHTML.
export function el(tag: string, attrs: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElement {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return e;
}

export interface Field { label: HTMLElement; input: HTMLInputElement | HTMLSelectElement }

export function field(text: string, type: 'number' | 'text' | 'select', options: string[] = []): Field {
  const input = type === 'select' ? (el('select', {}, ...options.map((o) => el('option', { value: o }, o))) as HTMLSelectElement) : (el('input', { type }) as HTMLInputElement);
  return { label: el('label', {}, el('span', {}, text), input), input };
}

export function num(f: Field): number {
  return Math.round(Number(f.input.value));
}

export function table(head: string[], rows: string[][]): HTMLElement {
  return el('table', {}, el('thead', {}, el('tr', {}, ...head.map((h) => el('th', {}, h)))), el('tbody', {}, ...rows.map((r) => el('tr', {}, ...r.map((c) => el('td', {}, c))))));
}
