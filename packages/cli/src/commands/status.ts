import { apiTokenEndpoints, displayName, MAX_PAGE_SIZE, projectEndpoints } from '@shiplog/contract';
import type { Command } from '../command';
import { configPath } from '../config';
import { table } from '../output';
import { describeToken } from './describe';

export const status: Command = {
  name: 'status',
  usage: 'status',
  summary: 'Who you are, the server, the token and your projects',
  help: [],
  options: {},
  maxPositionals: 0,
  async run({ out, env, client }) {
    const api = client();
    const whoami = await api.call(apiTokenEndpoints.getWhoami);
    const projects = await api.callEvery(projectEndpoints.listMyProjects, {
      query: { limit: MAX_PAGE_SIZE },
    });
    const token = whoami.api_token;
    out.result(
      {
        url: api.url,
        config: env.SHIPLOG_TOKEN ? null : configPath(env),
        user: { id: whoami.user.id, email: whoami.user.email, name: displayName(whoami.user) },
        api_token: token,
        projects: projects.map((p) => ({
          id: p.id,
          name: p.name,
          repository_name: p.repository_name,
          is_private: p.is_private,
        })),
      },
      () => {
        out.line(`Server:  ${api.url}`);
        out.line(`User:    ${displayName(whoami.user)} <${whoami.user.email}>`);
        if (token) out.line(`Token:   ${describeToken(token)}`);
        out.line(`Config:  ${env.SHIPLOG_TOKEN ? 'SHIPLOG_TOKEN (environment)' : configPath(env)}`);
        out.line();
        if (!projects.length) return out.line(`No projects yet: add one at ${api.url}/projects.`);
        out.line(`Projects (${projects.length}):`);
        const rows = projects.map((p) => [
          p.name,
          p.repository_name,
          p.is_private ? 'private' : 'public',
          p.id,
        ]);
        for (const row of table(rows)) out.line(`  ${row}`);
      },
    );
  },
};
