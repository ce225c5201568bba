import assert from 'node:assert/strict';
import { test } from 'node:test';
import { textChange } from '../../server/src/service/parse/textChange';

const apply = (prev: string, next: string): string => {
  const c = textChange(prev, next);
  if (!c) return prev;
  return prev.slice(0, c.start) + next.slice(c.start, c.newEnd) + prev.slice(c.oldEnd);
};

test('textChange: equal texts give no change', () => {
  assert.equal(textChange('a=1\n', 'a=1\n'), undefined);
});

test('textChange: insert, delete and replace are each one span', () => {
  assert.deepEqual(textChange('linger.ms=5', 'linger.ms=50'), { start: 11, oldEnd: 11, newEnd: 12 });
  assert.deepEqual(textChange('linger.ms=50', 'linger.ms=5'), { start: 11, oldEnd: 12, newEnd: 11 });
  assert.deepEqual(textChange('acks=1\nx', 'acks=all\nx'), { start: 5, oldEnd: 6, newEnd: 8 });
});

test('textChange: a repeated character never makes the spans overlap', () => {
  for (const [a, b] of [['aaa', 'aaaa'], ['aaaa', 'aa'], ['', 'x'], ['x', ''], ['abab', 'ab']]) {
    const c = textChange(a, b)!;
    assert.ok(c.start <= c.oldEnd && c.start <= c.newEnd, `${a} → ${b}`);
    assert.equal(apply(a, b), b);
  }
});

test('textChange: long texts (compared a chunk at a time) give the span a character-by-character scan gives', () => {
  const naive = (prev: string, next: string) => {
    let start = 0;
    while (start < Math.min(prev.length, next.length) && prev[start] === next[start]) start++;
    let oldEnd = prev.length;
    let newEnd = next.length;
    while (oldEnd > start && newEnd > start && prev[oldEnd - 1] === next[newEnd - 1]) oldEnd--, newEnd--;
    return { start, oldEnd, newEnd };
  };
  // A repeating text, so equal chunks sit on both sides of every edit; edits near the ends, at
  // chunk boundaries, and ones that repeat the text around them (the spans must not overlap).
  const base = 'const x = 1; // run 0\n'.repeat(200);
  let seed = 17;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
  const edits: Array<[number, number, string]> = [[0, 1, 'K'], [base.length - 1, 1, ''], [256, 0, 'x'], [255, 2, ''], [512, 0, base.slice(512, 600)], [1000, 44, ''], [0, 0, base.slice(0, 300)]];
  for (let i = 0; i < 200; i++) edits.push([rnd(base.length), rnd(300), ['', 'a', ' ', base.slice(0, rnd(600))][rnd(4)]]);
  for (const [at, del, ins] of edits) {
    const next = base.slice(0, at) + ins + base.slice(at + del);
    assert.deepEqual(textChange(base, next), next === base ? undefined : naive(base, next), `edit at ${at}, -${del}, +${ins.length}`);
    assert.equal(apply(base, next), next);
  }
});
