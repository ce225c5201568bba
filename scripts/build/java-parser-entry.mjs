// Entry of the separately bundled java-parser (scripts/build.mjs LAZY_PARSERS): only what the
// language service calls.
export { parse } from 'java-parser';
