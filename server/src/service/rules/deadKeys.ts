// Removed keys whose removal changes nothing a user can see. Connect's internal.key.converter and
// internal.value.converter: Kafka 2.0's upgrade notes say "these are no longer required and default
// to the JSON converter. You may safely remove these properties" (listing JsonConverter with
// schemas.enable=false); 3.0's say they "have been completely removed … Workers are now hardcoded to
// use the JSON converter with schemas.enable set to false" (docs/upgrade.html). A worker file that
// sets exactly that is tidy-up, not a setting that stops working: rules that report the removed key
// say it at hint level. Any other converter (or schemas.enable=true) changes the stored format on
// upgrade and keeps its normal level. rest.port and rest.host.name are never dead: ignoring them
// moves the REST listener to listeners' default (port 8083, KAFKA-12482).
const JSON_CONVERTER = 'org.apache.kafka.connect.json.JsonConverter';
const DEAD = new Set(['internal.key.converter', 'internal.value.converter']);

/** `value` is what the site writes for a key (undefined when unwritten). */
export function isDeadKey(key: string, value: (key: string) => string | undefined): boolean {
  if (!DEAD.has(key)) return false;
  return value(key)?.trim() === JSON_CONVERTER && value(`${key}.schemas.enable`)?.trim().toLowerCase() !== 'true';
}

/** Said after the finding on a dead key, so the lower level explains itself. */
export const DEAD_KEY_NOTE = ' Workers use JsonConverter with schemas.enable=false for their internal topics since Kafka 2.0, which is what this line sets: deleting it changes nothing.';
