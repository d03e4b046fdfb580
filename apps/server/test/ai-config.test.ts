import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_MODELS, loadConfig } from '../src/config';
import { createAiWriter } from '../src/integrations/ai';

describe('AI configuration', () => {
  it('needs a key for openai and anthropic, and a base URL for openai-compatible', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(
      /^Invalid configuration: AI_API_KEY is required when AI_PROVIDER is openai$/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: '' })).toThrow(
      /^Invalid configuration: AI_API_KEY is required when AI_PROVIDER is anthropic$/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible' })).toThrow(
      /^Invalid configuration: AI_BASE_URL is required when AI_PROVIDER is openai-compatible$/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'ollama:11434' })).toThrow(
      'Invalid configuration: AI_BASE_URL must be an http(s) URL (got "ollama:11434")',
    );
  });

  it('needs neither for builtin, and openai-compatible runs without a key (Ollama)', () => {
    expect(loadConfig({}).AI_MODEL).toBeUndefined();
    const ollama = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
    });
    expect(ollama.AI_BASE_URL).toBe('http://127.0.0.1:11434/v1');
    expect(ollama.AI_API_KEY).toBeUndefined();
  });

  it('picks a default model per provider, and AI_MODEL wins', () => {
    expect(loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'k' }).AI_MODEL).toBe(DEFAULT_AI_MODELS.openai);
    expect(loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k' }).AI_MODEL).toBe(
      DEFAULT_AI_MODELS.anthropic,
    );
    expect(
      loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:1/v1' }).AI_MODEL,
    ).toBe(DEFAULT_AI_MODELS['openai-compatible']);
    expect(loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'k', AI_MODEL: 'gpt-x' }).AI_MODEL).toBe('gpt-x');
  });

  it('never shows the key in a configuration error', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible', AI_API_KEY: 'sk-secret-value' })).toThrow(
      /^Invalid configuration: AI_BASE_URL is required/,
    );
    try {
      loadConfig({ AI_PROVIDER: 'openai-compatible', AI_API_KEY: 'sk-secret-value' });
    } catch (error) {
      expect(String(error)).not.toContain('sk-secret-value');
    }
  });

  it('gives the writer the provider names', () => {
    expect(createAiWriter(loadConfig({})).provider).toBe('builtin');
    expect(createAiWriter(loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'k' })).provider).toBe('openai');
    expect(createAiWriter(loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k' })).provider).toBe(
      'anthropic',
    );
    expect(
      createAiWriter(loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:1/v1' }))
        .provider,
    ).toBe('openai-compatible');
  });
});
