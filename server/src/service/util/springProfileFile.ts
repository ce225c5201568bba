// A Spring Boot profile-specific file (application-local.yml, application-prod.properties,
// bootstrap-dev.yml): Boot reads it on top of application.yml of the same location, so a key it
// leaves out usually comes from there (Spring Boot ConfigData: "profile-specific files always
// override the non-specific ones"). Read alone, such a file says nothing about its unset keys.
const PROFILE_FILE = /(?:^|[\\/])(?:application|bootstrap)-[^\\/]+\.(?:ya?ml|properties)$/i;

export function isSpringProfileFile(fileName: string): boolean {
  return PROFILE_FILE.test(fileName);
}
