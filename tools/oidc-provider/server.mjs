#!/usr/bin/env node
// A real OpenID Connect provider (oidc-provider) for local runs and tests, standing in for Google.
// Any login name signs in; see README.md beside this file for the CLI and the login-name conventions.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import Provider from 'oidc-provider';

const USAGE =
  'usage: node tools/oidc-provider/server.mjs --port <p> [--host 127.0.0.1] [--issuer <url>] ' +
  '--client-id <id> --client-secret <secret> --redirect-uri <uri> [--redirect-uri <uri> ...]';

/** Login names starting with this prefix get `email_verified: false` (to exercise the e-mail linking rule). */
const UNVERIFIED_PREFIX = 'unverified-';

function options() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      issuer: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
    },
    strict: true,
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number\n${USAGE}`);
  for (const required of ['client-id', 'client-secret', 'redirect-uri']) {
    if (!values[required]) throw new Error(`--${required} is required\n${USAGE}`);
  }
  return { ...values, port };
}

/** The claims of a login name: the name is the subject and the display name; the address is under example.test. */
function claimsFor(loginName) {
  const name = loginName.trim();
  const local = name.toLowerCase().replace(/[^a-z0-9._-]+/g, '.');
  return {
    sub: loginName,
    name,
    email: `${local}@example.test`,
    email_verified: !name.startsWith(UNVERIFIED_PREFIX),
  };
}

function providerConfiguration(args) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    clients: [
      {
        client_id: args['client-id'],
        client_secret: args['client-secret'],
        redirect_uris: args['redirect-uri'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'local-signing-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the requested claims in the ID token itself; do the same.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    // The development login form yields the login name as the account id.
    async findAccount(_ctx, loginName) {
      return { accountId: loginName, claims: async () => claimsFor(loginName) };
    },
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      const existing = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      // Every client here is first-party: grant the OpenID scopes without a consent screen, as Google does.
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'json';
      ctx.body = out;
    },
    ttl: { Session: 600, Interaction: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
  };
}

async function main() {
  const args = options();
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(args.port, args.host, resolve);
  });
  const { port } = server.address();
  const issuer = (args.issuer ?? `http://${args.host}:${port}`).replace(/\/+$/, '');
  const provider = new Provider(issuer, providerConfiguration(args));
  server.on('request', provider.callback());
  process.stdout.write(`oidc-provider ready ${issuer}\n`);

  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
