// Every rule, in the order their findings read best. Adding a rule = one file + one line here.
import { batchSizeBelowRecord } from './batchSizeBelowRecord';
import { duplicateKey } from './duplicateKey';
import { invalidValue, outOfRange } from './invalidValue';
import type { Rule } from './types';
import { unknownKey } from './unknownKey';
import { wrongRoleKey } from './wrongRoleKey';

// consumer and broker/topic rules (seeds 001, 004)
import { fetchMinUnreachable } from './fetchMinUnreachable';
import { fetchWaitUnpaired } from './fetchWaitUnpaired';
import { fetchMinLowTraffic } from './fetchMinLowTraffic';
import { pollBatchExceedsInterval } from './pollBatchExceedsInterval';
import { heartbeatSessionRatio } from './heartbeatSessionRatio';
import { fetchWaitExceedsSlo } from './fetchWaitExceedsSlo';
import { minInsyncTooLow } from './minInsyncTooLow';
import { replicaFetchersLow } from './replicaFetchersLow';
import { replicaFetchBelowMessageMax } from './replicaFetchBelowMessageMax';
import { uncleanLeaderElection } from './uncleanLeaderElection';
import { topicCompressionMismatch } from './topicCompressionMismatch';

export const RULES: readonly Rule[] = [
  invalidValue,
  outOfRange,
  unknownKey,
  wrongRoleKey,
  duplicateKey,
  batchSizeBelowRecord,
  // consumer (seed 001, 004)
  fetchMinUnreachable,
  fetchWaitUnpaired,
  fetchMinLowTraffic,
  pollBatchExceedsInterval,
  heartbeatSessionRatio,
  fetchWaitExceedsSlo,
  // broker / topic (seed 004)
  minInsyncTooLow,
  replicaFetchersLow,
  replicaFetchBelowMessageMax,
  uncleanLeaderElection,
  topicCompressionMismatch,
];
