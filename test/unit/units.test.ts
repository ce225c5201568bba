import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bytes, bytesAsWritten, count, duration, msAsWritten, msValue, sizeUnit } from '../../common/src/units';

describe('units: numbers as people read them', () => {
  it('sizes keep the raw value and add binary units from 1 KiB', () => {
    assert.equal(bytes(52428800), '52428800 (50 MiB)');
    assert.equal(bytes(268435456), '268435456 (256 MiB)');
    assert.equal(bytes(16384), '16384 (16 KiB)');
    assert.equal(bytes(1536), '1536 (1.5 KiB)');
    assert.equal(bytes(1048588), '1048588 (1 MiB)');
    assert.equal(bytes(2147483648), '2147483648 (2 GiB)');
    assert.equal(bytes(1023), '1023 B');
    assert.equal(bytes(0), '0 B');
  });

  it('durations switch to seconds past 1,000 ms and to minutes past 60 s', () => {
    assert.equal(duration(2.25), '2.3 ms');
    assert.equal(duration(12.5), '12.5 ms');
    assert.equal(duration(820), '820 ms');
    assert.equal(duration(999), '999 ms');
    assert.equal(duration(1000), '1 s');
    assert.equal(duration(16128), '16.1 s');
    assert.equal(duration(59_999), '60 s');
    assert.equal(duration(60_000), '1 min');
    assert.equal(duration(90_000), '1.5 min');
    assert.equal(duration(300_000), '5 min');
  });

  it('a written millisecond value keeps its raw number', () => {
    assert.equal(msValue(500), '500 ms');
    assert.equal(msValue(60000), '60000 ms (1 min)');
    assert.equal(msValue(16128), '16128 ms (16.1 s)');
  });

  it('counts get thousands separators', () => {
    assert.equal(count(20000), '20,000');
    assert.equal(count(999), '999');
    assert.equal(count(1234567), '1,234,567');
    assert.equal(count(1234.56), '1,234.6');
  });

  it('values as a file holds them stay bare below the first unit', () => {
    assert.equal(bytesAsWritten(33554432), '33554432 (32 MiB)');
    assert.equal(bytesAsWritten(1024), '1024 (1 KiB)');
    assert.equal(bytesAsWritten(1000), '1000');
    assert.equal(sizeUnit(33554432), '32 MiB');
    assert.equal(sizeUnit(1000), '1000 B');
    assert.equal(msAsWritten(30000), '30000 (30 s)');
    assert.equal(msAsWritten(999), '999');
    assert.equal(msAsWritten(120000), '120000 (2 min)');
  });
});
