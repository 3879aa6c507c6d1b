/**
 * The server the browser suite runs against: the real app, built if needed, on a fresh
 * embedded database in a temporary directory (so tests never touch the developer's data), whose
 * outbox the tests read for SMS codes and e-mailed links.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { E2E_DATA_DIR, E2E_GOOGLE_USER } from './helpers/outbox.ts';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
process.env['DATA_DIR'] = E2E_DATA_DIR;
const port = Number(process.env['E2E_PORT'] ?? 3210);
process.env['PORT'] = String(port);
process.env['HOST'] = '127.0.0.1';
process.env['PUBLIC_URL'] = `http://127.0.0.1:${port}`;

// "Google" for the suite: a real OAuth 2.0 / OpenID Connect server on loopback that signs in
// one fixed person at once (no login form), so the whole redirect flow runs in the browser.
const google = new OAuth2Server();
await google.issuer.keys.generate('RS256');
await google.start(port + 1, '127.0.0.1');
google.service.on('beforeTokenSigning', (token: MutableToken) => Object.assign(token.payload, { sub: E2E_GOOGLE_USER.sub }));
google.service.on('beforeUserinfo', (response: MutableResponse) => {
  response.body = {
    sub: E2E_GOOGLE_USER.sub,
    email: E2E_GOOGLE_USER.email,
    email_verified: true,
    given_name: E2E_GOOGLE_USER.firstName,
    family_name: E2E_GOOGLE_USER.lastName,
  };
});
process.env['GOOGLE_CLIENT_ID'] = 'gazeta-e2e';
process.env['GOOGLE_CLIENT_SECRET'] = 'gazeta-e2e-secret';
process.env['GOOGLE_ISSUER'] = google.issuer.url!;
process.env['LOG_LEVEL'] = process.env['LOG_LEVEL'] ?? 'warn';
process.env['DEMO_CONTENT'] = 'always';
// The browser suite pays on the sandbox, and says so: production has no default provider.
process.env['PAYMENTS_PROVIDER'] = 'sandbox';
// Each sign-in test comes from its own X-Forwarded-For address, as behind a real proxy, so the
// per-address SMS limits hold without the whole suite sharing one address's allowance.
process.env['TRUST_PROXY'] = 'true';
// The app's clock moves forward on POST /api/test/clock (decision 057; e2e/README.md).
process.env['TEST_CLOCK'] = '1';
delete process.env['DATABASE_URL'];

await import('../scripts/start.ts');
