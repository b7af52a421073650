// Renders the nginx templates for a local, unprivileged nginx (npm start and the test stacks) exactly as the
// official nginx image renders them at container start: envsubst over the defined variables, `${NAME}` and
// `$NAME` alike, everything else (nginx's own lower-case $variables) left untouched.
// CommonJS so that both scripts/start.mjs and the jest checks (tests/deployment) can load it.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module */
'use strict';
const { mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const TEMPLATE_DIR = path.join(__dirname, 'templates');
const TLS_TEMPLATE = path.join(__dirname, 'tls', 'tls.conf.template');
const LOCAL_MAIN_CONFIG = path.join(__dirname, 'local', 'nginx.conf');
const REPO_ROOT = path.dirname(__dirname);

/**
 * Operator knobs with the same default in every deployment; Dockerfile.web and docker-compose.yml repeat them
 * (tests/deployment checks they agree). Set one in the environment (or .env) to change it.
 */
const TEMPLATE_DEFAULTS = Object.freeze({
  SIGNIN_RATE: '300r/m',
  SIGNIN_BURST: '100',
  SUBMIT_RATE: '6r/m',
  SUBMIT_BURST: '5',
  ADMIN_SIGNIN_RATE: '10r/m',
  ADMIN_SIGNIN_BURST: '10',
  REAL_IP_FROM: '127.0.0.1',
  FORCE_HTTPS: '0',
});

const NAME = /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/** envsubst "${A} ${B} …" semantics: only the given variables are replaced. */
function envsubst(text, variables) {
  return text.replace(NAME, (match, braced, bare) => {
    const name = braced ?? bare;
    return Object.prototype.hasOwnProperty.call(variables, name) ? String(variables[name]) : match;
  });
}

/** The `${NAME}` placeholders a template uses (upper-case: nginx's own variables are lower-case). */
function placeholders(text) {
  return new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((match) => match[1]));
}

/** The template files of the image (nginx/templates/**), as paths relative to that directory. */
function templateFiles() {
  return readdirSync(TEMPLATE_DIR, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.template'))
    .sort();
}

/**
 * Renders `templates` (absolute paths, default: the image's set) into `confDir`, failing on any placeholder
 * left without a value (the image would leave it in the file, and nginx would reject or misread it).
 */
function renderTemplates(variables, confDir, templates = templateFiles().map((f) => path.join(TEMPLATE_DIR, f))) {
  mkdirSync(confDir, { recursive: true });
  const written = [];
  for (const template of templates) {
    const text = readFileSync(template, 'utf8');
    const missing = [...placeholders(text)].filter((name) => !(name in variables));
    if (missing.length) throw new Error(`${path.basename(template)}: no value for ${missing.join(', ')}`);
    const target = path.join(confDir, path.basename(template).replace(/\.template$/, ''));
    writeFileSync(target, envsubst(text, variables));
    written.push(target);
  }
  return written;
}

/**
 * Lays out a local nginx prefix: nginx.conf (nginx/local/nginx.conf), conf.d/ (the rendered templates),
 * temp/ and cache/. `env` supplies operator overrides of TEMPLATE_DEFAULTS (e.g. SIGNIN_RATE); `apiPorts`, in
 * place of `apiPort`, puts several API processes behind the one upstream.
 * Returns the command line that starts it in the foreground.
 */
function prepareLocalNginx({
  prefix,
  listen,
  apiPort,
  apiPorts = [apiPort],
  mode,
  env = {},
  webRoot,
  adminRoot,
  mediaRoot,
}) {
  const variables = {
    ...TEMPLATE_DEFAULTS,
    ...Object.fromEntries(Object.keys(TEMPLATE_DEFAULTS).flatMap((key) => (env[key] ? [[key, env[key]]] : []))),
    NGINX_LISTEN: listen,
    // One `server` line per API process (several: the rolling-restart test; `npm start` runs one).
    API_UPSTREAM: apiPorts.map((port) => `127.0.0.1:${port}`).join(';\n    server '),
    // Required by the shared template; nothing resolves names locally (the upstream is an address).
    NGINX_RESOLVER: '127.0.0.1',
    WEB_ROOT: webRoot ?? path.join(REPO_ROOT, 'web', 'dist'),
    ADMIN_ROOT: adminRoot ?? path.join(REPO_ROOT, 'admin', 'dist'),
    // The API's MEDIA_DIR: scripts/start.mjs passes the one it gives the API.
    MEDIA_ROOT: mediaRoot ?? path.join(REPO_ROOT, 'var', 'media'),
    NGINX_CACHE_PATH: path.join(prefix, 'cache'),
    NGINX_ACCESS_LOG: path.join(prefix, 'access.log'),
    CONTEST_MODE: mode,
  };
  for (const dir of ['temp', 'cache']) mkdirSync(path.join(prefix, dir), { recursive: true });
  writeFileSync(path.join(prefix, 'nginx.conf'), readFileSync(LOCAL_MAIN_CONFIG));
  renderTemplates(variables, path.join(prefix, 'conf.d'));
  const errorLog = path.join(prefix, 'error.log');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return {
    variables,
    errorLog,
    accessLog: variables.NGINX_ACCESS_LOG,
    // Started as root (CI, containers-less machines), nginx would run its workers as `nobody`, who cannot
    // read a checkout inside a private directory (a mktemp clone is mode 700): keep them as the caller.
    args: [
      '-p',
      prefix,
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-e',
      errorLog,
      '-g',
      `daemon off;${asRoot ? ' user root;' : ''}`,
    ],
  };
}

module.exports = {
  TEMPLATE_DIR,
  TLS_TEMPLATE,
  TEMPLATE_DEFAULTS,
  envsubst,
  placeholders,
  templateFiles,
  renderTemplates,
  prepareLocalNginx,
};
