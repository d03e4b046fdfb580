import { API_TOKEN_PATTERN, API_TOKEN_PREFIX, apiTokenEndpoints, displayName } from '@shiplog/contract';
import { createApiClient } from '../api';
import type { Command } from '../command';
import { DEFAULT_URL, configPath, normalizeUrl, readConfig, writeConfig } from '../config';
import { CliError } from '../errors';
import { describeToken } from './describe';

export const login: Command = {
  name: 'login',
  usage: 'login [--url <url>] [--token <token>]',
  summary: 'Store your Shiplog server and a personal API token',
  help: [
    'Asks for the server (default: SHIPLOG_URL, the stored one, or http://localhost:3000) and a',
    'personal API token (Settings → API tokens; read from stdin when piped), checks the token with',
    `the server and stores both in ${configPath()} (mode 0600).`,
  ],
  options: { url: { type: 'string' }, token: { type: 'string' } },
  maxPositionals: 0,
  async run({ out, env, values, prompter }) {
    const suggested = env.SHIPLOG_URL || readConfig(env)?.url || DEFAULT_URL;
    let url = typeof values.url === 'string' ? values.url : undefined;
    let token = typeof values.token === 'string' ? values.token : undefined;
    if (url === undefined || token === undefined) {
      const ask = prompter();
      try {
        if (url === undefined) url = (await ask.ask(`Shiplog server URL [${suggested}]: `)) || suggested;
        if (token === undefined)
          token = await ask.ask('Personal API token (create one in Settings → API tokens): ', {
            hidden: true,
          });
      } finally {
        ask.close();
      }
    }
    const server = normalizeUrl(url);
    token = token.trim();
    if (!API_TOKEN_PATTERN.test(token))
      throw new CliError(
        `That is not a personal API token: they start with ${API_TOKEN_PREFIX}. Create one in Settings → API tokens on ${server}.`,
        'NOT_A_TOKEN',
      );
    const whoami = await createApiClient(server, token).call(apiTokenEndpoints.getWhoami);
    const path = writeConfig({ url: server, token }, env);
    out.result(
      {
        url: server,
        user: { id: whoami.user.id, email: whoami.user.email },
        api_token: whoami.api_token,
        config: path,
      },
      () => {
        out.line(`Logged in to ${server} as ${displayName(whoami.user)} <${whoami.user.email}>.`);
        if (whoami.api_token) out.line(`Token: ${describeToken(whoami.api_token)}`);
        out.line(`Saved to ${path}.`);
      },
    );
  },
};
