// A site summary carries its error-level findings: the CLI's bench and the panel refuse to measure
// a config the client would reject. The user's levels and suppressions decide what counts as an error.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { doc, service } from '../support/service';

const text = 'acks=all\nrequest.timeout.ms=30s\n\n# kafka-tuning: role=producer\nlinger.ms=5\n';

describe('site error findings', () => {
  it('an invalid value is listed on its site with its line; a clean site lists none', () => {
    const sites = service().sites(doc(text));
    assert.equal(sites.length, 2);
    assert.deepEqual(sites[0].errors.map((e) => [e.code, e.line]), [['invalid-value', 1]]);
    assert.match(sites[0].errors[0].message, /30s/);
    assert.deepEqual(sites[1].errors, []);
  });

  it('lowered to a warning by the user, or suppressed, it no longer blocks', () => {
    assert.deepEqual(service({ settings: { rules: { 'invalid-value': 'warning' } } }).sites(doc(text))[0].errors, []);
    const suppressed = text.replace('request.timeout', '# kafka-tuning-disable-next-line invalid-value -- checking the parser\nrequest.timeout');
    assert.deepEqual(service().sites(doc(suppressed))[0].errors, []);
  });
});
