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
