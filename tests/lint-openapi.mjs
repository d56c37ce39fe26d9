/**
 * @module Lints the committed OpenAPI document (issue 29, ADR 0052): Redocly CLI's recommended rules
 * (openapi/redocly.yaml) and Spectral with the OpenAPI and OWASP API Security rulesets (openapi/spectral.mjs).
 * Fails on any error or warning: each rule turned off says why in its config. Nothing is downloaded: both tools and
 * their rulesets come from node_modules, and Redocly's telemetry and update check are off.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

const run = (name, cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${name}: the OpenAPI document has problems (see above)`);
    process.exitCode = 1;
  }
};

run('redocly', bin('redocly'), [
  'lint',
  'openapi/openapi.json',
  '--config',
  'openapi/redocly.yaml',
  '--max-problems',
  '10000',
  '--format',
  'stylish',
]);
run('spectral', bin('spectral'), [
  'lint',
  'openapi/openapi.json',
  '--ruleset',
  'openapi/spectral.mjs',
  '--fail-severity',
  'warn',
  '--display-only-failures',
]);
