import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../../../config';

export type SdkProvider = 'openai' | 'anthropic' | 'openai-compatible';

export interface ModelSettings {
  provider: SdkProvider;
  model: string;
  apiKey?: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** The configured provider's settings (config.ts has checked the key and base URL are there). */
export function modelSettings(config: Config, fetchImpl?: typeof fetch): ModelSettings {
  const provider = config.AI_PROVIDER;
  if (provider === 'builtin') throw new Error('the builtin writer has no model');
  if (!config.AI_MODEL) throw new Error(`AI_MODEL is not set for ${provider}`);
  return {
    provider,
    model: config.AI_MODEL,
    ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
    ...(config.AI_BASE_URL ? { baseUrl: config.AI_BASE_URL } : {}),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  };
}

/** The Vercel AI SDK model for the settings: OpenAI through chat completions, like the others. */
export function createModel(settings: ModelSettings): LanguageModel {
  const common = {
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  };
  switch (settings.provider) {
    case 'openai':
      return createOpenAI({ ...common, apiKey: settings.apiKey }).chat(settings.model);
    case 'anthropic':
      return createAnthropic({ ...common, apiKey: settings.apiKey }).messages(settings.model);
    case 'openai-compatible':
      if (!settings.baseUrl) throw new Error('openai-compatible needs a base URL');
      return createOpenAICompatible({
        ...common,
        baseURL: settings.baseUrl,
        name: 'openai-compatible',
        ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
      }).chatModel(settings.model);
  }
}
