// compose-image-variable-unset: a Kafka service's image reference takes a variable that has no
// default and that the `.env` beside the compose file does not set (`debezium/kafka:${DEBEZIUM_VERSION}`,
// check 80), or that `.env` sets empty. Compose interpolates an unset variable as an empty string
// (it prints 'The "DEBEZIUM_VERSION" variable is not set. Defaulting to a blank string.'), so the
// reference becomes `debezium/kafka:`, which Docker refuses ("invalid reference format"): the
// stack does not start. The variable may still come from the shell that runs docker compose (the
// Debezium tutorial's `export DEBEZIUM_VERSION=…`) or from --env-file, which a file cannot show:
// information. `${VAR:?message}` (Compose's own required-variable check) is the author's choice
// and is left alone.
import { interpolate } from '../crossFile/compose';
import type { ComposeSite } from '../model';
import { Severity, type Rule } from './types';

const STACK = (image: string) => `services:
  kafka:
    image: ${image}
    ports:
      - "9092:9092"
    environment:
      KAFKA_PROCESS_ROLES: broker,controller
      KAFKA_NODE_ID: 1
      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093
      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER
      KAFKA_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093
      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://localhost:9092
      KAFKA_LOG_DIRS: /var/lib/kafka/data
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: 1
    volumes:
      - kafka-data:/var/lib/kafka/data
volumes:
  kafka-data:
`;

export const composeImageVariableUnset: Rule = {
  id: 'compose-image-variable-unset',
  severity: Severity.Information,
  roles: ['broker', 'connect'],
  compose: 'only',
  source: 'Docker Compose variable interpolation (an unset variable without a default becomes an empty string, with a warning; values from the shell, --env-file or the .env file beside the compose file); Docker image references (an empty tag is "invalid reference format")',
  summary: 'A Kafka service\'s image tag is a variable with no default that the .env beside the compose file does not set: unless the shell exports it, the reference is left without a tag and the stack does not start.',
  docs: {
    why: 'Compose fills ${VARIABLE} in the file from the shell\'s environment and from the .env file beside the compose file. A variable found in neither becomes an empty string, with only a warning, and `apache/kafka:${KAFKA_VERSION}` turns into `apache/kafka:`.',
    consequence: 'docker compose up stops before any container runs: Docker refuses the reference ("invalid reference format"). Whoever clones the repository and runs the file as it is meets this first; only a shell that exports the variable (as a tutorial\'s instructions may say) gets past it.',
    bad: { file: 'docker-compose.yml', text: STACK('apache/kafka:${KAFKA_VERSION}') },
    good: { file: 'docker-compose.yml', text: STACK('apache/kafka:${KAFKA_VERSION:-3.9.1}') },
    falsePositives: 'A variable that a script, a Makefile or the README tells users to export before docker compose runs, or that --env-file supplies: the file cannot show either, hence information. A .env file beside the compose file that sets it, a default (${VAR:-x}) and Compose\'s own required check (${VAR:?message}) are all recognised.',
    versions: 'Docker Compose (v1 and v2); any Kafka, Connect or Debezium image.',
  },
  check(ctx) {
    const site = ctx.site as ComposeSite;
    const image = site.compose.image;
    const range = site.compose.imageRange ?? site.compose.nameRange;
    // interpolate() leaves a variable with no value and no default as written.
    const unset = [...image.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? m[2]);
    if (unset.length > 0) {
      const names = [...new Set(unset)];
      // What Compose makes of it: each of them an empty string.
      const blank = interpolate(image, Object.fromEntries(names.map((n) => [n, ''])));
      return [{
        range,
        message: `The image is ${image}, and ${names.join(' and ')} ${names.length === 1 ? 'has' : 'have'} no default and no .env beside this file sets ${names.length === 1 ? 'it' : 'them'}: unless the shell that runs docker compose exports ${names.length === 1 ? 'it' : 'them'} (or --env-file gives ${names.length === 1 ? 'it' : 'them'}), Compose uses an empty string ('The "${names[0]}" variable is not set. Defaulting to a blank string.'), the reference becomes ${blank}, and Docker refuses it ("invalid reference format"): the stack does not start. Give a default (\${${names[0]}:-<version>}) or set it in a .env file beside the compose file.`,
      }];
    }
    // Set, but to nothing (`KAFKA_VERSION=` in .env): the same empty tag.
    if (/:$/.test(image) || /:@/.test(image)) {
      return [{
        range,
        message: `The image is ${image}, with an empty tag (a variable set to nothing, in .env or the shell): Docker refuses the reference ("invalid reference format") and the stack does not start. Set the variable to a release, or give the image a tag.`,
      }];
    }
    return [];
  },
};
