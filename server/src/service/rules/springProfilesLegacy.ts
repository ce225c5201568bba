// spring-profiles-legacy: Spring Boot 2.4 renamed a document's activation from `spring.profiles`
// to `spring.config.activate.on-profile`. ConfigDataProperties still binds the old name in 2.4–2.7
// and InvalidConfigDataPropertyException.throwOrWarn logs a deprecation warning; from 3.0 the
// same class lists it under ERRORS and throws "Property 'spring.profiles' … is invalid and should
// be replaced with 'spring.config.activate.on-profile'", so the application does not start.
import { compareVersions } from '../catalog/catalog';
import { springExtras } from './lang';
import { Severity, type Rule } from './types';

const LEGACY_PROCESSING = /use-legacy-processing["'\]]?\s*[:=]\s*["']?true\b/i;

export const springProfilesLegacy: Rule = {
  id: 'spring-profiles-legacy',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'Spring Boot InvalidConfigDataPropertyException (spring.profiles → spring.config.activate.on-profile: a warning in 2.4–2.7, an error from 3.0)',
  summary: 'A profile document activated with spring.profiles: Spring Boot 3 refuses to start; use spring.config.activate.on-profile.',
  docs: {
    why: 'Spring Boot 2.4 moved a document\'s activation to spring.config.activate.on-profile. Boot 2.4–2.7 still read spring.profiles with a deprecation warning; Boot 3.0 and newer stop at start-up on it.',
    consequence: 'On Spring Boot 3.x the application fails to start with InvalidConfigDataPropertyException ("Property \'spring.profiles\' … is invalid and should be replaced with \'spring.config.activate.on-profile\'").',
    bad: { file: 'application.yml', text: 'spring:\n  kafka:\n    producer:\n      acks: all\n---\nspring:\n  profiles: prod\n  kafka:\n    producer:\n      acks: 1\n' },
    good: { file: 'application.yml', text: 'spring:\n  kafka:\n    producer:\n      acks: all\n---\nspring:\n  config:\n    activate:\n      on-profile: prod\n  kafka:\n    producer:\n      acks: 1\n' },
    falsePositives: 'An application that stays on Spring Boot 2.3 or older, where spring.profiles is the only name: when the module\'s kafka-clients is older than 2.6 (what Boot 2.4 manages), or the file sets spring.config.use-legacy-processing=true, the finding is a hint without a fix. Otherwise silence it with a kafka-tuning-disable-next-line comment or set the rule to off.',
    versions: 'Spring Boot 2.4 and newer (an error from 3.0)',
  },
  check(ctx) {
    const profile = springExtras(ctx.site)?.profile;
    if (!profile?.legacy) return [];
    // Boot 2.4.0 manages kafka-clients 2.6.0 (spring-boot-dependencies); a module on an older client
    // is most likely on Boot 2.3 or older, where spring.profiles is the only name and the new one
    // would not activate the document: renaming there breaks the profile, so no fix, a hint.
    // spring.config.use-legacy-processing=true (Boot 2.4–2.7) brings back 2.3's processing, where
    // spring.profiles is the activation name and the new one is not read: no warning there, and
    // renaming would break the profile. Boot 3.0 removed the switch.
    if (ctx.mentions(LEGACY_PROCESSING)) {
      return [{
        range: profile.keyRange,
        severity: Severity.Hint,
        message: `'${profile.rawKey}' is the activation name of Spring Boot's legacy processing, which spring.config.use-legacy-processing=true turns on in Boot 2.4–2.7: right as written. Boot 3.0 removed legacy processing; when you upgrade, drop that switch and write spring.config.activate.on-profile.`,
      }];
    }
    const version = ctx.site.client.version;
    if (version !== undefined && compareVersions(version, '2.6') < 0) {
      return [{
        range: profile.keyRange,
        severity: Severity.Hint,
        message: `'${profile.rawKey}' is the activation name of Spring Boot 2.3 and older, which this module's kafka-clients ${version} suggests it uses (Boot 2.4 manages 2.6.0): keep it while on such a Boot. Boot 2.4 renamed it to spring.config.activate.on-profile (a deprecation warning in 2.4–2.7, a start-up failure from 3.0), so rename it when you upgrade.`,
      }];
    }
    return [{
      range: profile.keyRange,
      message: `'${profile.rawKey}' is the activation name Spring Boot used before 2.4: Boot 2.4–2.7 still read it with a deprecation warning, Boot 3.0 and newer refuse to start ("should be replaced with 'spring.config.activate.on-profile'"). Write spring.config.activate.on-profile instead.`,
      fixes: [{ title: 'Use spring.config.activate.on-profile', intents: [{ kind: 'edits', edits: [renameEdit(ctx.doc.text, profile)] }], preferred: true }],
    }];
  },
};

/** `spring.profiles` written as one dotted key, or `profiles:` under `spring:` in YAML. */
function renameEdit(text: string, profile: NonNullable<ReturnType<typeof springExtras>>['profile'] & object) {
  const r = profile.keyRange;
  const lines = text.split(/\r?\n|\r/);
  const keyText = lines[r.start.line].slice(r.start.character, r.end.line === r.start.line ? r.end.character : undefined);
  const newText = keyText === 'profiles' ? 'config.activate.on-profile' : keyText.replace(/profiles(\[0\])?$/, 'config.activate.on-profile');
  return { range: r, newText };
}
