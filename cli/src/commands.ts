// The commands' options, declared once: the parser, the help text and the README read these. Kept
// free of imports so `kafka-tune --help` loads nothing else.
import type { CommandSpec } from './args';
import { supportedKinds } from '../../common/src/model';

export const SEVERITIES = ['error', 'warning', 'info', 'hint'] as const;
export type SeverityName = (typeof SEVERITIES)[number];

export const LINT: CommandSpec = {
  name: 'lint',
  synopsis: 'kafka-tune lint [options] [--] <file|folder|->...',
  summary: `Lints Kafka configuration (clients, brokers, Streams, Connect, MirrorMaker 2) in: ${supportedKinds()}.\n` +
    'Folders are walked (.gitignore honoured); `-` reads stdin (name it with --stdin-filename). A file named on its own is read with the facts of its project (the folder above it holding .git, else the current folder when it holds the file): its compose images, broker files and Spring beans count.',
  flags: [
    { name: 'format', short: 'f', kind: 'enum', values: ['text', 'json', 'sarif', 'github'], help: 'output format (default text; github = workflow annotations)' },
    { name: 'min-severity', kind: 'enum', values: SEVERITIES, help: 'lowest severity reported and counted (default info: hints hidden)' },
    { name: 'max-warnings', kind: 'int', arg: 'N', min: 0, help: 'exit 1 when more than N warnings are reported (default: no limit)' },
    { name: 'every-repeat', kind: 'boolean', help: 'list a warning, information or hint finding at every place it repeats (default in text and json: once, naming the other places; thresholds count them all; sarif and github always list each)' },
    { name: 'config', short: 'c', kind: 'string', arg: 'FILE', help: 'use this configuration file for every file instead of the nearest .kafka-tuning.json' },
    { name: 'exclude', kind: 'string', arg: 'GLOB', repeat: true, help: 'skip files matching GLOB (.gitignore syntax, relative to the current folder); repeatable' },
    { name: 'no-ignore', kind: 'boolean', help: 'also lint files that .gitignore excludes' },
    { name: 'jobs', short: 'j', kind: 'int', arg: 'N', min: 1, help: 'threads that parse and analyse (default: one per CPU core, at most 2, when there are 400 or more Java/TS/JS files; else 1)' },
    { name: 'stdin-filename', kind: 'string', arg: 'PATH', help: 'the file name stdin (`-`) is linted as; decides its kind and configuration' },
    { name: 'color', kind: 'boolean', help: 'colour the text output even when stdout is not a terminal' },
    { name: 'no-color', kind: 'boolean', help: 'never colour the output (as does the NO_COLOR environment variable)' },
    { name: 'help', short: 'h', kind: 'boolean', help: 'show this help' },
  ],
  epilog: [
    'exit codes:',
    '  0  nothing over the thresholds',
    '  1  errors reported, or more warnings than --max-warnings',
    '  2  usage error, unusable configuration file, or some entries could not be read (the rest is still reported)',
    '',
    'Suppress one finding with a comment on the line above it:',
    '  # kafka-tuning-disable-next-line <rule-id> -- reason     (// in Java and TypeScript)',
  ].join('\n'),
};

export const BENCH: CommandSpec = {
  name: 'bench',
  synopsis: 'kafka-tune bench [options] <file>',
  summary: 'Benchmarks one producer or consumer configuration of <file> against a running Kafka broker.\n' +
    'Creates a kafka-tuning-bench-* topic, runs the rounds, deletes the topic. Ctrl-C cancels and cleans up.',
  flags: [
    { name: 'site', kind: 'string', arg: 'ID|N', help: 'which configuration in the file (its id from --format json, or its position from 0; default the first)' },
    { name: 'bootstrap', short: 'b', kind: 'string', arg: 'HOST:PORT[,…]', help: 'broker(s) to use (default $KAFKA_TUNING_BOOTSTRAP or 127.0.0.1:9092; IPv6 as [::1]:9092)' },
    { name: 'records', kind: 'int', arg: 'N', min: 1, max: 20_000_000, help: 'producer: records per round; consumer: records per partition (default 100,000 / 50,000)' },
    { name: 'record-size', kind: 'int', arg: 'BYTES', min: 1, max: 1_000_000, help: 'record value size (default the file\'s record-bytes, else 512 / 170)' },
    { name: 'throughput', kind: 'int', arg: 'N', min: -1, help: 'records per second, -1 for as fast as possible (default -1)' },
    { name: 'rounds', kind: 'int', arg: 'N', min: 1, max: 20, help: 'measured rounds (default 3)' },
    { name: 'partitions', kind: 'int', arg: 'N', min: 1, max: 128, help: 'partitions of the benchmark topic (default the file\'s, else 1 / 4)' },
    { name: 'mode', kind: 'enum', values: ['client', 'e2e'], help: 'client: the file\'s producer or consumer alone (default); e2e: end-to-end latency, its records produced and consumed in one run (rate default the file\'s, else 1,000/s; records per round default 10,000)' },
    { name: 'engine', kind: 'enum', values: ['kafkajs', 'official', 'trogdor'], help: 'kafkajs (built in), official (Apache Kafka\'s perf-test tools) or trogdor (a Trogdor cluster; producers)' },
    { name: 'trogdor-coordinator', kind: 'string', arg: 'HOST:PORT', help: 'trogdor engine: the coordinator\'s REST address (default $KAFKA_TUNING_TROGDOR_COORDINATOR)' },
    { name: 'trogdor-nodes', kind: 'string', arg: 'NODE[,…]', help: 'trogdor engine: the agents to run on, one ProduceBench task each, records and rate split evenly (default node0)' },
    { name: 'export-omb', kind: 'string', arg: 'DIR', help: 'write an OpenMessaging Benchmark workload.yaml and Kafka driver.yaml for the configuration into DIR instead of running it (nothing connects)' },
    { name: 'payload-file', kind: 'string', arg: 'FILE', help: 'send the lines of FILE as record values instead of random letters A–Z' },
    { name: 'timeout', kind: 'int', arg: 'SECONDS', min: 1, max: 3600, help: 'give up when the broker stops making progress for this long (default 60)' },
    { name: 'allow-non-loopback', kind: 'boolean', help: 'allow a broker that is not on this machine' },
    { name: 'run-anyway', kind: 'boolean', help: 'run (or with --export-omb, export) a configuration that has error-level findings (a run is then marked as not representing a client that would start)' },
    { name: 'format', short: 'f', kind: 'enum', values: ['text', 'json'], help: 'output format (default text)' },
    { name: 'help', short: 'h', kind: 'boolean', help: 'show this help' },
  ],
  epilog: [
    'exit codes: 0 done, 1 the benchmark failed, 2 usage error or a configuration with error-level findings, 130 interrupted (Ctrl-C; a second Ctrl-C exits at once)',
    'environment: KAFKA_TUNING_BOOTSTRAP, KAFKA_TUNING_PERF_COMMAND (official engine), KAFKA_TUNING_KAFKA_LIBS, KAFKA_TUNING_TROGDOR_COORDINATOR (trogdor engine)',
  ].join('\n'),
};

export const COMMANDS = [LINT, BENCH] as const;
