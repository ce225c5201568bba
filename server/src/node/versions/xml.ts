// Just enough XML for pom.xml: elements, their text, nesting. Comments, processing instructions
// and the doctype are dropped, CDATA is text, the five predefined entities are decoded.
// Namespace prefixes are kept in names (poms do not use them on the elements read here).
// Malformed input gives a best-effort tree, never a throw: a broken pom must not stop analysis.

export interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', children: [], text: '' };
  const stack: XmlElement[] = [root];
  const text = source.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(/<\?[\s\S]*?\?>/g, '').replace(/<!DOCTYPE[^>]*>/gi, '');
  const token = /<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>|([^<]+)/g;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    const top = stack[stack.length - 1];
    if (m[1] !== undefined) top.text += m[1];
    else if (m[5] !== undefined) top.text += m[5].replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e]);
    else if (m[2] === '/') {
      // Close the nearest open element of that name; a stray close tag is ignored.
      const at = stack.map((e) => e.name).lastIndexOf(m[3]);
      if (at > 0) stack.length = at;
    } else {
      const el: XmlElement = { name: m[3], children: [], text: '' };
      top.children.push(el);
      if (m[4] !== '/') stack.push(el);
    }
  }
  return root;
}

/** The first child named `name`. */
export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return el?.children.find((c) => c.name === name);
}

/** Children named `name`. */
export function children(el: XmlElement | undefined, name: string): XmlElement[] {
  return el ? el.children.filter((c) => c.name === name) : [];
}

/** Trimmed text of the element at `path` below `el` ("parent", "version"); undefined when absent or empty. */
export function textAt(el: XmlElement | undefined, ...path: string[]): string | undefined {
  let at = el;
  for (const p of path) at = child(at, p);
  const t = at?.text.trim();
  return t ? t : undefined;
}
