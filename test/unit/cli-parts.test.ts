// The CLI's and the engine's pure parts, in memory: argument parsing, GitHub annotation escaping,
// the colour decision, SARIF URIs, the payload pool bound, IPv6 seeds and settings layering.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closest, parseArgs, UsageError, type CommandSpec } from '../../cli/src/args';
import { LINT } from '../../cli/src/commands';
import { formatGithub, useColour } from '../../cli/src/report';
import { artifactLocation } from '../../cli/src/sarif';
import { ipv6Aware } from '../../bench/src/connection';
import { MAX_POOL_BYTES, poolSize, randomPayloads } from '../../bench/src/payload';
import { DEFAULT_MAX_FILE_BYTES, layerSettings } from '../../common/src/settings';

describe('parseArgs', () => {
  const spec: CommandSpec = LINT;
  it('--flag value, --flag=value, short aliases, repeatable flags, -- and -', () => {
    const p = parseArgs(spec, ['-f', 'json', '--max-warnings=3', '--exclude', 'a/**', '--exclude=b', '.', '-', '--', '--not-a-flag']);
    assert.equal(p.flags.get('format'), 'json');
    assert.equal(p.flags.get('max-warnings'), 3);
    assert.deepEqual(p.flags.get('exclude'), ['a/**', 'b']);
    assert.deepEqual(p.positionals, ['.', '-', '--not-a-flag']);
  });
  it('refuses what it does not understand, naming the flag as typed', () => {
    const err = (argv: string[]) => {
      try {
        parseArgs(spec, argv);
      } catch (e) {
        assert.ok(e instanceof UsageError);
        return e.message;
      }
      assert.fail(`accepted ${argv.join(' ')}`);
    };
    assert.equal(err(['--max-warning', '1']), "unknown option '--max-warning' (did you mean '--max-warnings'?)");
    assert.equal(err(['-x']), "unknown option '-x'");
    assert.equal(err(['--no-color=yes']), "option '--no-color' takes no value (got 'yes')");
    assert.equal(err(['--max-warnings', '-1']), "option '--max-warnings' must be at least 0, got -1");
    assert.equal(err(['--max-warnings', '1.5']), "option '--max-warnings' needs a whole number, got '1.5'");
  });
  it('"did you mean" only within a typo\'s reach', () => {
    assert.equal(closest('lnit', ['lint', 'bench']), 'lint');
    assert.equal(closest('deploy', ['lint', 'bench']), undefined);
  });
});

describe('output helpers', () => {
  it('GitHub annotations escape %, line breaks, and : , in properties', () => {
    const out = formatGithub([{ file: 'a:b,c.properties', diagnostics: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 3 } }, severity: 3, code: 'r', message: '50% of\nit' }] }], []);
    assert.equal(out, '::notice file=a%3Ab%2Cc.properties,line=1,col=1,endLine=1,endColumn=4,title=kafka-tuning r::50%25 of%0Ait');
  });
  it('colour: a TTY without NO_COLOR; flags win', () => {
    assert.equal(useColour({}, { isTTY: true }, {}), true);
    assert.equal(useColour({}, { isTTY: false }, {}), false);
    assert.equal(useColour({}, { isTTY: true }, { NO_COLOR: '1' }), false);
    assert.equal(useColour({}, { isTTY: true }, { NO_COLOR: '' }), true, 'an empty NO_COLOR does not count (no-color.org)');
    assert.equal(useColour({}, { isTTY: true }, { TERM: 'dumb' }), false);
    assert.equal(useColour({ color: true }, { isTTY: false }, { NO_COLOR: '1' }), true);
    assert.equal(useColour({ noColor: true }, { isTTY: true }, {}), false);
  });
  it('SARIF artifact URIs: percent-encoded per segment under %SRCROOT%, absolute file URIs outside it', () => {
    assert.deepEqual(artifactLocation('/repo', 'dir #1/a?b.properties'), { uri: 'dir%20%231/a%3Fb.properties', uriBaseId: '%SRCROOT%' });
    assert.deepEqual(artifactLocation('/repo', '/repo/x/100%.properties'), { uri: 'x/100%25.properties', uriBaseId: '%SRCROOT%' });
    assert.deepEqual(artifactLocation('/repo', '/elsewhere/a b.properties'), { uri: 'file:///elsewhere/a%20b.properties' });
  });
});

describe('benchmark engine limits', () => {
  it('--record-size 1000000 asked for ~1 GB of random payloads up front: the pool is bounded', () => {
    assert.equal(poolSize(1_000_000, 1024), Math.floor(MAX_POOL_BYTES / 1_000_000));
    assert.equal(poolSize(100, 1024), 1024);
    const before = process.memoryUsage().arrayBuffers;
    const p = randomPayloads(1_000_000);
    const grown = process.memoryUsage().arrayBuffers - before;
    assert.ok(grown <= MAX_POOL_BYTES + 2_000_000, `allocated ${grown} bytes`);
    assert.equal(p.next().length, 1_000_000);
  });
  it('IPv6 seeds: kafkajs splits at every colon, so bracketed seeds get a stand-in name and a socket factory', () => {
    const m = ipv6Aware(['[::1]:9092', '127.0.0.1:9093']);
    assert.deepEqual(m.brokers, ['kafka-tuning-ipv6-0:9092', '127.0.0.1:9093']);
    assert.equal(typeof m.socketFactory, 'function');
    assert.equal(ipv6Aware(['localhost:9092']).socketFactory, undefined);
  });
});

describe('settings layering', () => {
  it('the editor wins key by key over the project file; a default maxFileBytes does not hide the project\'s', () => {
    const s = layerSettings(
      { rules: { a: 'off', b: 'error' }, workload: { rate: 10, partitions: 2 }, maxFileBytes: 2000, clientVersions: { java: '3.9' } },
      { rules: { b: 'hint' }, workload: { rate: 20 }, maxFileBytes: DEFAULT_MAX_FILE_BYTES, javaClientVersion: '' },
    );
    assert.deepEqual(s.rules, { a: 'off', b: 'hint' });
    assert.deepEqual(s.workload, { rate: 20, partitions: 2 });
    assert.equal(s.maxFileBytes, 2000);
    assert.equal(s.clientVersions.java, '3.9');
  });
});

describe('the bench title line names the file and the role once each', () => {
  it('a label that says both is used alone; one that says neither gets both', async () => {
    const { siteTitle } = await import('../../cli/src/bench');
    assert.equal(siteTitle('A.properties (producer)', 'producer', 'cfg/A.properties'), 'A.properties (producer)');
    assert.equal(siteTitle('producer props (P.java:12)', 'producer', 'src/P.java'), 'producer props (P.java:12)');
    assert.equal(siteTitle('app.properties', 'consumer', 'app.properties'), 'consumer config app.properties');
    assert.equal(siteTitle('props', 'producer', 'src/P.java'), 'producer config props in src/P.java');
  });
});
