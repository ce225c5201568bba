// Every rule, in the order their findings read best. Adding a rule = one file + one line here.
import { batchSizeBelowRecord } from './batchSizeBelowRecord';
import { duplicateKey } from './duplicateKey';
import { invalidValue, outOfRange } from './invalidValue';
import type { Rule } from './types';
import { unknownKey } from './unknownKey';
import { keySplitByBlank } from './keySplitByBlank';
import { fillInTemplate } from './fillInTemplate';
import { kafkajsCommitBeforeProcessing } from './kafkajsCommitBeforeProcessing';
import { kafkajsWorkNotAwaited } from './kafkajsWorkNotAwaited';
import { kafkajsMessageTopicUndefined } from './kafkajsMessageTopicUndefined';
import { handlerErrorSwallowed } from './handlerErrorSwallowed';
import { rdkafkaExitOnEventError } from './rdkafkaExitOnEventError';
import { rdkafkaCommitBeforeProcessing } from './rdkafkaCommitBeforeProcessing';
import { kafkajsWaitBeyondSession } from './kafkajsWaitBeyondSession';
import { clientPerCall } from './clientPerCall';
import { deserializerMissing } from './deserializerMissing';
import { serializerMissing } from './serializerMissing';
import { serdeClassOverridden } from './serdeClassOverridden';
import { kafkajsDurationUnits } from './kafkajsDurationUnits';
import { kafkajsMisspeltOption } from './kafkajsMisspeltOption';
import { durationUnits } from './durationUnits';
import { serializerDirection } from './serializerDirection';
import { wrongRoleKey } from './wrongRoleKey';
import { oldClientConfig } from './oldClientConfig';
import { zookeeperMode } from './zookeeperMode';
import { pluginKey } from './pluginKey';
import { applicationKeys } from './applicationKeys';

// producer and validation rules (docs/evidence/, docs/sources.md#producer-start-up-checks, #batching)
import { idempotenceConflict } from './idempotenceConflict';
import { transactionalIdWithoutIdempotence } from './transactionalIdWithoutIdempotence';
import { transactionalIdFixedInReplicas } from './transactionalIdFixedInReplicas';
import { deliveryTimeoutTooSmall } from './deliveryTimeoutTooSmall';
import { requestTimeoutBelowReplicaLag } from './requestTimeoutBelowReplicaLag';
import { recordExceedsMaxRequest } from './recordExceedsMaxRequest';
import { maxRequestAboveBrokerLimit } from './maxRequestAboveBrokerLimit';
import { batchSizeLooksLikeCount } from './batchSizeLooksLikeCount';
import { lingerZeroLargeBatch } from './lingerZeroLargeBatch';
import { lingerExceedsSlo } from './lingerExceedsSlo';
import { bufferMemoryTooSmall } from './bufferMemoryTooSmall';
import { bufferMemoryOneBatch } from './bufferMemoryOneBatch';
import { bufferMemoryBelowRecord } from './bufferMemoryBelowRecord';
import { maxBlockDefault } from './maxBlockDefault';
import { compressionNoGain } from './compressionNoGain';
import { inflightReordering } from './inflightReordering';
import { acksDurability } from './acksDurability';
import { retriesLow } from './retriesLow';
import { streamsCleanupEveryStart } from './streamsCleanupEveryStart';
import { retriesZero } from './retriesZero';
import { defaultChanged } from './defaultChanged';

// consumer and broker/topic rules (docs/sources.md#consumer-configs, #broker-and-topic-configs)
import { fetchMinUnreachable } from './fetchMinUnreachable';
import { fetchMinNotBelowMax } from './fetchMinNotBelowMax';
import { fetchWaitBeyondRequestTimeout } from './fetchWaitBeyondRequestTimeout';
import { fetchWaitUnpaired } from './fetchWaitUnpaired';
import { fetchMinLowTraffic } from './fetchMinLowTraffic';
import { pollBatchExceedsInterval } from './pollBatchExceedsInterval';
import { heartbeatSessionRatio } from './heartbeatSessionRatio';
import { fetchWaitExceedsSlo } from './fetchWaitExceedsSlo';
import { minInsyncTooLow } from './minInsyncTooLow';
import { minInsyncNoSpare } from './minInsyncNoSpare';
import { replicaFetchersLow } from './replicaFetchersLow';
import { internalReplicationBelowDefault } from './internalReplicationBelowDefault';
import { replicaFetchBelowMessageMax } from './replicaFetchBelowMessageMax';
import { uncleanLeaderElection } from './uncleanLeaderElection';
import { logCleanerDisabled } from './logCleanerDisabled';
import { brokerDefaultCompact } from './brokerDefaultCompact';
import { dataDirTemp } from './dataDirTemp';
import { topicCompressionMismatch } from './topicCompressionMismatch';

// language-specific rules (issue 4: kafkajs, @confluentinc/kafka-javascript, Spring Boot)
import { kafkajsIdempotentAcks } from './kafkajsIdempotentAcks';
import { kafkajsCodecNotRegistered } from './kafkajsCodecNotRegistered';
import { kafkajsSerialSend } from './kafkajsSerialSend';
import { ckjsKafkajsKeyTopLevel } from './ckjsKafkajsKeyTopLevel';
import { ckjsRoleKeyInCommonBlock } from './ckjsRoleKeyInCommonBlock';
import { bootstrapZookeeperPort } from './bootstrapZookeeperPort';
import { ckjsSerialSendLinger } from './ckjsSerialSendLinger';
import { springUnknownProperty } from './springUnknownProperty';

// start-up and safety checks (issue 15): security, group membership, blocking, deserialization
import { saslJaasMissing } from './saslJaasMissing';
import { saslCredentialsMissing } from './saslCredentialsMissing';
import { saslMechanismIsProtocol } from './saslMechanismIsProtocol';
import { saslMechanismMisspelt } from './saslMechanismMisspelt';
import { autoCommitWithoutGroup } from './autoCommitWithoutGroup';
import { sessionTimeoutOutOfRange } from './sessionTimeoutOutOfRange';
import { maxBlockForever } from './maxBlockForever';
import { maxBlockShort } from './maxBlockShort';
import { maxPollIntervalTooLow } from './maxPollIntervalTooLow';
import { groupProtocolConflict } from './groupProtocolConflict';
import { springJsonTrustAll } from './springJsonTrustAll';
import { springDeserializerUnguarded } from './springDeserializerUnguarded';
import { springManualAckWithAutoCommit } from './springManualAckWithAutoCommit';
import { springAckWithoutManualMode } from './springAckWithoutManualMode';
import { springManualAckNeverAcknowledged } from './springManualAckNeverAcknowledged';
import { springFactoryReplaced } from './springFactoryReplaced';
import { springJsonNoTargetType } from './springJsonNoTargetType';
import { schemaRegistryAuthSource } from './schemaRegistryAuthSource';
import { schemaRegistryUrlMissing } from './schemaRegistryUrlMissing';
import { schemaRegistryUrlNoScheme } from './schemaRegistryUrlNoScheme';
import { metadataMaxAgeLow } from './metadataMaxAgeLow';
import { springProfilesLegacy } from './springProfilesLegacy';
import { springSeparatorUndone } from './springSeparatorUndone';
import { springYamlDuplicateKey } from './springYamlDuplicateKey';
import { springJsonWrongSide } from './springJsonWrongSide';
import { pollIntervalBelowSession } from './pollIntervalBelowSession';
import { librdkafkaBatchOneMessage } from './librdkafkaBatchOneMessage';
import { librdkafkaRetryReordering } from './librdkafkaRetryReordering';
import { kafkajsMessageOption } from './kafkajsMessageOption';
import { tlsUnverifiedWithCredentials } from './tlsUnverifiedWithCredentials';
import { tlsHostnameUnverified } from './tlsHostnameUnverified';
import { offsetCommitNotNext } from './offsetCommitNotNext';
import { javaSendGetInLoop } from './javaSendGetInLoop';
import { javaCommitSyncPerRecord } from './javaCommitSyncPerRecord';
import { javaCommitOutsideTransaction } from './javaCommitOutsideTransaction';
import { javaFlushPerRecord } from './javaFlushPerRecord';
import { javaPollZeroSpin } from './javaPollZeroSpin';
import { javaPollUnsubscribed } from './javaPollUnsubscribed';
import { javaValueTypeRefused } from './javaValueTypeRefused';
import { javaClientPerMessage } from './javaClientPerMessage';
import { javaRecordSentTwice } from './javaRecordSentTwice';
import { springErrorHandlerRetriesForever } from './springErrorHandlerRetriesForever';
import { javaSendResultIgnored } from './javaSendResultIgnored';
import { javaConsumerSharedAcrossThreads } from './javaConsumerSharedAcrossThreads';
import { javaProducerNotClosed } from './javaProducerNotClosed';
import { flushThenExit } from './flushThenExit';
// start-up refusals found by the whole-config differential (issue 16)
import { bootstrapServersInvalid } from './bootstrapServersInvalid';
import { adminApiTimeoutBelowRequest } from './adminApiTimeoutBelowRequest';
import { emptyGroupId } from './emptyGroupId';
import { connectInterWorkerAlgorithms } from './connectInterWorkerAlgorithms';
import { connectRestAdvertisedListener } from './connectRestAdvertisedListener';
import { streamsRackTagWithoutClientTag } from './streamsRackTagWithoutClientTag';
import { rackAwarePartitionerWithoutRack } from './rackAwarePartitionerWithoutRack';
import { incrementalBufferWithCompression } from './incrementalBufferWithCompression';

// code patterns and client-kind parity for kafkajs, CKJS and node-rdkafka (issues 15 and 16)
import { clientPerRequest } from './clientPerRequest';
import { clientPerMessage } from './clientPerMessage';
import { flushPerMessage } from './flushPerMessage';
import { commitPerMessage } from './commitPerMessage';
import { rdkafkaCommitSyncPerMessage } from './rdkafkaCommitSyncPerMessage';
import { sendPromiseDropped } from './sendPromiseDropped';
import { rdkafkaDeliveryUnobserved } from './rdkafkaDeliveryUnobserved';
import { rdkafkaManualCommitWithAutoCommit } from './rdkafkaManualCommitWithAutoCommit';
import { javaManualCommitWithAutoCommit } from './javaManualCommitWithAutoCommit';
import { javaSendCallbackIgnoresException } from './javaSendCallbackIgnoresException';
import { javaOffsetsNeverCommitted } from './javaOffsetsNeverCommitted';
import { offsetsNeverCommitted } from './offsetsNeverCommitted';
import { offsetsCommitAcksOverridden } from './offsetsCommitAcksOverridden';
import { kafkajsRandomGroupId } from './kafkajsRandomGroupId';
import { kafkajsBatchNeverResolved } from './kafkajsBatchNeverResolved';
import { kafkajsBatchExitAutoResolved } from './kafkajsBatchExitAutoResolved';
import { consumerNeverDisconnected } from './consumerNeverDisconnected';
import { librdkafkaIdempotenceConflict } from './librdkafkaIdempotenceConflict';
import { librdkafkaUnknownProperty } from './librdkafkaUnknownProperty';
import { librdkafkaUnusedProperty } from './librdkafkaUnusedProperty';
import { librdkafkaOtherRoleProperty } from './librdkafkaOtherRoleProperty';
import { transactionTimeoutUnused } from './transactionTimeoutUnused';
import { mirrormakerClusterClientKey } from './mirrormakerClusterClientKey';
import { kafkajsRunThenDisconnect } from './kafkajsRunThenDisconnect';
import { librdkafkaQueueBelowBatch } from './librdkafkaQueueBelowBatch';
import { kafkajsIdempotentRetries } from './kafkajsIdempotentRetries';
import { kafkajsAcksDurability } from './kafkajsAcksDurability';

// Streams, Connect, version lifecycle and KIP-848 (issue 16)
import { streamsEosDeprecated } from './streamsEosDeprecated';
import { streamsCommitBeyondTransaction } from './streamsCommitBeyondTransaction';
import { streamsStateDirTemp } from './streamsStateDirTemp';
import { streamsReplicationFactorOne } from './streamsReplicationFactorOne';
import { streamsTopicKeyUnprefixed } from './streamsTopicKeyUnprefixed';
import { streamsEosProducerConflict } from './streamsEosProducerConflict';
import { streamsIgnoredClientKey } from './streamsIgnoredClientKey';
import { streamsClientSerializerIgnored } from './streamsClientSerializerIgnored';
import { connectDlqWithoutTolerance } from './connectDlqWithoutTolerance';
import { jdbcSourceModeMissing } from './jdbcSourceModeMissing';
import { jdbcSinkInsertDuplicates } from './jdbcSinkInsertDuplicates';
import { jdbcSourceTimestampGaps } from './jdbcSourceTimestampGaps';
import { debeziumRenamedKey } from './debeziumRenamedKey';
import { debeziumUnwrapRemoved } from './debeziumUnwrapRemoved';
import { debeziumPostgresDecoderbufs } from './debeziumPostgresDecoderbufs';
import { sslProtocolsOutdated } from './sslProtocolsOutdated';
import { composeImageExitsOnVariable } from './composeImageExitsOnVariable';
import { composeImageVariableUnset } from './composeImageVariableUnset';
import { composeDataOutsideVolume } from './composeDataOutsideVolume';
import { composeContainerClientGetsLocalhost } from './composeContainerClientGetsLocalhost';
import { mountedConfigLocalhost } from './mountedConfigLocalhost';
import { propertiesValueQuoted } from './propertiesValueQuoted';
import { propertiesEndOfLineComment } from './propertiesEndOfLineComment';
import { propertiesBackslashPath } from './propertiesBackslashPath';
import { mirrormakerClustersMissing } from './mirrormakerClustersMissing';
import { mirrormakerClusterJaasMissing } from './mirrormakerClusterJaasMissing';
import { mirrormakerConnectorBootstrapMissing } from './mirrormakerConnectorBootstrapMissing';
import { kafkajsTransactionWithoutId } from './kafkajsTransactionWithoutId';
import { connectErrorsUnrecorded } from './connectErrorsUnrecorded';
import { topicNameIllegal } from './topicNameIllegal';
import { composeAdvertisedOtherService } from './composeAdvertisedOtherService';
import { composeVoterPortUnbound } from './composeVoterPortUnbound';
import { composeVoterHostMissing } from './composeVoterHostMissing';
import { connectTaskSecurityMissing } from './connectTaskSecurityMissing';
import { connectClientKeyUnprefixed } from './connectClientKeyUnprefixed';
import { connectConverterNotConverter } from './connectConverterNotConverter';
import { connectConverterSettingUnread } from './connectConverterSettingUnread';
import { connectorSecretInClear } from './connectorSecretInClear';
import { connectJsonSchemasEnvelope } from './connectJsonSchemasEnvelope';
import { connectTasksBeyondPartitions } from './connectTasksBeyondPartitions';
import { connectAliasUnlisted } from './connectAliasUnlisted';
import { connectAliasClassMissing } from './connectAliasClassMissing';
import { connectReplaceFieldOldNames } from './connectReplaceFieldOldNames';
import { connectWorkerRequiredMissing } from './connectWorkerRequiredMissing';
import { mirrormakerClusterBootstrapMissing } from './mirrormakerClusterBootstrapMissing';
import { mirrormakerEmptySeparator } from './mirrormakerEmptySeparator';
import { mirrormakerClusterPrefixedConnectorKey } from './mirrormakerClusterPrefixedConnectorKey';
import { mirrormakerGroupIdIgnored } from './mirrormakerGroupIdIgnored';
import { partitionerClassRemoved } from './partitionerClassRemoved';
import { authorizerClassRemoved } from './authorizerClassRemoved';
import { removedInNewerKafka } from './removedInNewerKafka';
import { deprecatedKey } from './deprecatedKey';
import { valueRefusedByNewerKafka } from './valueRefusedByNewerKafka';
import { librdkafkaGroupProtocolConflict } from './librdkafkaGroupProtocolConflict';
import { brokerConsumerGroupTimeouts } from './brokerConsumerGroupTimeouts';
import { singleNodeInternalReplication } from './singleNodeInternalReplication';
import { replicasAboveComposeBrokers } from './replicasAboveComposeBrokers';
import { composeZookeeperOnKafka4 } from './composeZookeeperOnKafka4';
import { composeInternalReplication } from './composeInternalReplication';
import { composeAdvertisedPortUnpublished } from './composeAdvertisedPortUnpublished';
import { composeHostClientsGetContainerName } from './composeHostClientsGetContainerName';
import { composeListenerBoundToLoopback } from './composeListenerBoundToLoopback';
import { composePeerBrokersGetLocalhost } from './composePeerBrokersGetLocalhost';
import { listenerConfigUnknownListener } from './listenerConfigUnknownListener';
import { listenerPortDuplicate } from './listenerPortDuplicate';
import { connectStorageReplicationLocal } from './connectStorageReplicationLocal';
import { connectStorageReplicationPartial } from './connectStorageReplicationPartial';
import { partitionFetchBytesTiny } from './partitionFetchBytesTiny';
import { kafkajsTransactionalIdUnused } from './kafkajsTransactionalIdUnused';
import { javaTransactionNeverCommitted } from './javaTransactionNeverCommitted';
import { springListenerErrorSwallowed } from './springListenerErrorSwallowed';
import { javaCommitAsyncPerRecord } from './javaCommitAsyncPerRecord';
import { springTemplateSendCaught } from './springTemplateSendCaught';
import { rdkafkaStreamErrorUnheard } from './rdkafkaStreamErrorUnheard';
import { springListenerWorkDetached } from './springListenerWorkDetached';
import { kafkajsOptionMisplaced } from './kafkajsOptionMisplaced';
import { kafkajsSslFromEnvString } from './kafkajsSslFromEnvString';
import { kafkajsSubscribeAfterRun } from './kafkajsSubscribeAfterRun';
import { kafkajsGroupSharedAcrossTopics } from './kafkajsGroupSharedAcrossTopics';
import { kafkajsRetryFactor } from './kafkajsRetryFactor';
import { springAckModeWithAutoCommit } from './springAckModeWithAutoCommit';
import { logFlushForced } from './logFlushForced';
import { saslPlainInClear } from './saslPlainInClear';
import { kraftQuorumMissing } from './kraftQuorumMissing';
import { interBrokerListenerMissing } from './interBrokerListenerMissing';
import { advertisedListenerAllInterfaces } from './advertisedListenerAllInterfaces';
import { composeVariableMisspelt } from './composeVariableMisspelt';
import { connectorClientKeyNotOverride } from './connectorClientKeyNotOverride';
import { kafkajsEachBatchIgnored } from './kafkajsEachBatchIgnored';
import { saslPasswordInSource } from './saslPasswordInSource';
import { composeClusterIdMissing } from './composeClusterIdMissing';
import { kafkajsProducerNotIdempotent } from './kafkajsProducerNotIdempotent';
import { debeziumWal2jsonRemoved } from './debeziumWal2jsonRemoved';
import { debeziumSnapshotAlways } from './debeziumSnapshotAlways';
import { debeziumTableInSchemaFilter } from './debeziumTableInSchemaFilter';
import { debeziumFieldSmtOnEnvelope } from './debeziumFieldSmtOnEnvelope';
import { connectorDlqReplicasAboveBrokers } from './connectorDlqReplicasAboveBrokers';
import { kraftQuorumEvenVoters } from './kraftQuorumEvenVoters';
import { composeConnectRequiredMissing } from './composeConnectRequiredMissing';
import { composeCreateTopicsIgnored } from './composeCreateTopicsIgnored';
import { composeHeapOverridden } from './composeHeapOverridden';
import { rdkafkaProduceString } from './rdkafkaProduceString';
import { springJsonUntrustedTypes } from './springJsonUntrustedTypes';

export const RULES: readonly Rule[] = [
  invalidValue,
  outOfRange,
  zookeeperMode,
  bootstrapZookeeperPort,
  oldClientConfig,
  fillInTemplate,
  keySplitByBlank,
  serializerDirection,
  deserializerMissing,
  serializerMissing,
  serdeClassOverridden,
  kafkajsDurationUnits,
  kafkajsMisspeltOption,
  durationUnits,
  kafkajsCommitBeforeProcessing,
  kafkajsWorkNotAwaited,
  kafkajsMessageTopicUndefined,
  handlerErrorSwallowed,
  rdkafkaCommitBeforeProcessing,
  rdkafkaExitOnEventError,
  kafkajsWaitBeyondSession,
  clientPerCall,
  unknownKey,
  pluginKey,
  applicationKeys,
  wrongRoleKey,
  duplicateKey,
  batchSizeBelowRecord,
  // producer and validation
  idempotenceConflict,
  transactionalIdWithoutIdempotence,
  transactionalIdFixedInReplicas,
  deliveryTimeoutTooSmall,
  requestTimeoutBelowReplicaLag,
  recordExceedsMaxRequest,
  maxRequestAboveBrokerLimit,
  batchSizeLooksLikeCount,
  lingerZeroLargeBatch,
  lingerExceedsSlo,
  bufferMemoryTooSmall,
  bufferMemoryOneBatch,
  bufferMemoryBelowRecord,
  maxBlockDefault,
  compressionNoGain,
  inflightReordering,
  acksDurability,
  retriesZero,
  retriesLow,
  defaultChanged,
  // consumer
  fetchMinUnreachable,
  fetchMinNotBelowMax,
  fetchWaitBeyondRequestTimeout,
  fetchWaitUnpaired,
  fetchMinLowTraffic,
  pollBatchExceedsInterval,
  heartbeatSessionRatio,
  fetchWaitExceedsSlo,
  // broker / topic
  minInsyncTooLow,
  minInsyncNoSpare,
  replicaFetchersLow,
  internalReplicationBelowDefault,
  replicaFetchBelowMessageMax,
  uncleanLeaderElection,
  logCleanerDisabled,
  brokerDefaultCompact,
  dataDirTemp,
  topicCompressionMismatch,
  // kafkajs / CKJS / Spring
  kafkajsIdempotentAcks,
  kafkajsCodecNotRegistered,
  kafkajsSerialSend,
  ckjsKafkajsKeyTopLevel,
  ckjsRoleKeyInCommonBlock,
  ckjsSerialSendLinger,
  springUnknownProperty,
  springProfilesLegacy,
  springSeparatorUndone,
  springYamlDuplicateKey,
  springJsonWrongSide,
  // start-up and safety checks
  saslJaasMissing,
  saslCredentialsMissing,
  saslMechanismIsProtocol,
  saslMechanismMisspelt,
  autoCommitWithoutGroup,
  groupProtocolConflict,
  sessionTimeoutOutOfRange,
  maxBlockForever,
  maxBlockShort,
  maxPollIntervalTooLow,
  springJsonTrustAll,
  springDeserializerUnguarded,
  springManualAckWithAutoCommit,
  springAckWithoutManualMode,
  springManualAckNeverAcknowledged,
  springFactoryReplaced,
  springJsonNoTargetType,
  schemaRegistryAuthSource,
  schemaRegistryUrlMissing,
  schemaRegistryUrlNoScheme,
  metadataMaxAgeLow,
  pollIntervalBelowSession,
  librdkafkaRetryReordering,
  librdkafkaBatchOneMessage,
  kafkajsMessageOption,
  tlsUnverifiedWithCredentials,
  tlsHostnameUnverified,
  offsetCommitNotNext,
  flushThenExit,
  // start-up refusals found by the whole-config differential
  bootstrapServersInvalid,
  adminApiTimeoutBelowRequest,
  emptyGroupId,
  connectInterWorkerAlgorithms,
  connectRestAdvertisedListener,
  streamsRackTagWithoutClientTag,
  rackAwarePartitionerWithoutRack,
  incrementalBufferWithCompression,
  // JS code patterns and client-kind parity
  librdkafkaIdempotenceConflict,
  librdkafkaUnknownProperty,
  librdkafkaUnusedProperty,
  librdkafkaOtherRoleProperty,
  transactionTimeoutUnused,
  mirrormakerClusterClientKey,
  kafkajsRunThenDisconnect,
  librdkafkaQueueBelowBatch,
  kafkajsIdempotentRetries,
  kafkajsAcksDurability,
  clientPerRequest,
  clientPerMessage,
  flushPerMessage,
  commitPerMessage,
  rdkafkaCommitSyncPerMessage,
  sendPromiseDropped,
  rdkafkaDeliveryUnobserved,
  rdkafkaManualCommitWithAutoCommit,
  consumerNeverDisconnected,
  kafkajsBatchNeverResolved,
  kafkajsBatchExitAutoResolved,
  offsetsNeverCommitted,
  offsetsCommitAcksOverridden,
  kafkajsRandomGroupId,
  // Java code patterns (sites/java/codeUse.ts)
  javaSendGetInLoop,
  javaCommitSyncPerRecord,
  javaCommitOutsideTransaction,
  javaFlushPerRecord,
  javaPollZeroSpin,
  javaPollUnsubscribed,
  javaClientPerMessage,
  javaSendResultIgnored,
  javaRecordSentTwice,
  javaConsumerSharedAcrossThreads,
  javaProducerNotClosed,
  javaOffsetsNeverCommitted,
  javaManualCommitWithAutoCommit,
  javaSendCallbackIgnoresException,
  javaValueTypeRefused,
  springErrorHandlerRetriesForever,
  // Streams, Connect, version lifecycle and KIP-848
  streamsEosDeprecated,
  streamsCommitBeyondTransaction,
  streamsStateDirTemp,
  streamsCleanupEveryStart,
  streamsReplicationFactorOne,
  streamsTopicKeyUnprefixed,
  streamsEosProducerConflict,
  streamsIgnoredClientKey,
  streamsClientSerializerIgnored,
  connectDlqWithoutTolerance,
  jdbcSourceModeMissing,
  jdbcSinkInsertDuplicates,
  jdbcSourceTimestampGaps,
  debeziumRenamedKey,
  debeziumUnwrapRemoved,
  debeziumPostgresDecoderbufs,
  sslProtocolsOutdated,
  composeImageExitsOnVariable,
  composeImageVariableUnset,
  composeDataOutsideVolume,
  composeContainerClientGetsLocalhost,
  mountedConfigLocalhost,
  propertiesValueQuoted,
  propertiesEndOfLineComment,
  propertiesBackslashPath,
  mirrormakerClustersMissing,
  mirrormakerClusterJaasMissing,
  mirrormakerConnectorBootstrapMissing,
  kafkajsTransactionWithoutId,
  connectErrorsUnrecorded,
  topicNameIllegal,
  composeAdvertisedOtherService,
  composeVoterPortUnbound,
  composeVoterHostMissing,
  connectTaskSecurityMissing,
  connectJsonSchemasEnvelope,
  connectConverterNotConverter,
  connectConverterSettingUnread,
  connectClientKeyUnprefixed,
  connectorSecretInClear,
  connectTasksBeyondPartitions,
  connectAliasUnlisted,
  connectAliasClassMissing,
  connectReplaceFieldOldNames,
  connectWorkerRequiredMissing,
  mirrormakerClusterBootstrapMissing,
  mirrormakerEmptySeparator,
  mirrormakerClusterPrefixedConnectorKey,
  mirrormakerGroupIdIgnored,
  partitionerClassRemoved,
  authorizerClassRemoved,
  removedInNewerKafka,
  deprecatedKey,
  valueRefusedByNewerKafka,
  librdkafkaGroupProtocolConflict,
  brokerConsumerGroupTimeouts,
  singleNodeInternalReplication,
  replicasAboveComposeBrokers,
  composeZookeeperOnKafka4,
  composeInternalReplication,
  composeAdvertisedPortUnpublished,
  composeHostClientsGetContainerName,
  composeListenerBoundToLoopback,
  composePeerBrokersGetLocalhost,
  listenerConfigUnknownListener,
  listenerPortDuplicate,
  connectStorageReplicationLocal,
  connectStorageReplicationPartial,
  partitionFetchBytesTiny,
  kafkajsTransactionalIdUnused,
  javaTransactionNeverCommitted,
  springListenerErrorSwallowed,
  javaCommitAsyncPerRecord,
  springTemplateSendCaught,
  rdkafkaStreamErrorUnheard,
  springListenerWorkDetached,
  kafkajsOptionMisplaced,
  kafkajsSslFromEnvString,
  kafkajsSubscribeAfterRun,
  kafkajsGroupSharedAcrossTopics,
  kafkajsRetryFactor,
  springAckModeWithAutoCommit,
  logFlushForced,
  saslPlainInClear,
  kraftQuorumMissing,
  interBrokerListenerMissing,
  advertisedListenerAllInterfaces,
  composeVariableMisspelt,
  connectorClientKeyNotOverride,
  kafkajsEachBatchIgnored,
  saslPasswordInSource,
  composeClusterIdMissing,
  kafkajsProducerNotIdempotent,
  debeziumWal2jsonRemoved,
  debeziumSnapshotAlways,
  debeziumTableInSchemaFilter,
  debeziumFieldSmtOnEnvelope,
  connectorDlqReplicasAboveBrokers,
  kraftQuorumEvenVoters,
  composeConnectRequiredMissing,
  composeCreateTopicsIgnored,
  composeHeapOverridden,
  rdkafkaProduceString,
  springJsonUntrustedTypes,
];
