import { describe, expect, it } from 'vitest';
import { writerLabel } from './writer-label';

describe('writerLabel', () => {
  it('names the built-in writer, or the model of a provider', () => {
    expect(writerLabel('builtin')).toBe('Written by the built-in writer');
    expect(writerLabel('openai:gpt-4o-mini')).toBe('Written by gpt-4o-mini');
    expect(writerLabel('openai-compatible:llama3.1:8b')).toBe('Written by llama3.1:8b');
    expect(writerLabel('anthropic')).toBe('Written by anthropic');
    expect(writerLabel(undefined)).toBeNull();
    expect(writerLabel('')).toBeNull();
  });
});
