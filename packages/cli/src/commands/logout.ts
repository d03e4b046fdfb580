import type { Command } from '../command';
import { configPath, removeConfig } from '../config';

export const logout: Command = {
  name: 'logout',
  usage: 'logout',
  summary: 'Forget the stored server and token',
  help: [
    'Deletes the stored configuration. The token still works until you revoke it in Settings → API tokens.',
  ],
  options: {},
  maxPositionals: 0,
  async run({ out, env }) {
    const path = configPath(env);
    const removed = removeConfig(env);
    out.result({ removed, config: path }, () => {
      out.line(removed ? `Removed ${path}.` : 'Not logged in.');
      if (removed) out.line('The token still works until you revoke it in Settings → API tokens.');
    });
  },
};
