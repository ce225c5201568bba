// Application-key patterns (`app.*`, `myservice.**`): keys a team's own code reads from the same
// file, which unknown-key must not call typos. Dotted keys, so `*` stays inside one segment and
// `**` spans segments — the same reading as a path glob with dots for slashes.

export function keyMatcher(patterns: readonly string[]): (key: string) => boolean {
  if (patterns.length === 0) return () => false;
  const res = patterns.map(compile);
  return (key) => res.some((re) => re.test(key));
}

function compile(pattern: string): RegExp {
  let src = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      src += '.*';
      i++;
    } else if (c === '*') src += '[^.]*';
    else if (c === '?') src += '[^.]';
    else src += c.replace(/[\\^$+?.()|[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${src}$`);
}
