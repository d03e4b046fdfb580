import type { Config } from '../../config';
import { createBuiltinWriter } from './builtin/builtin-writer';
import type { AiWriter } from './index';
import { createSdkWriter, type SdkWriterOptions } from './sdk/sdk-writer';
import { modelSettings } from './sdk/sdk-models';

export interface CreateAiWriterOptions extends SdkWriterOptions {
  /** The fetch the SDK providers use (tests may wrap it). */
  fetch?: typeof fetch;
}

/** The writer AI_PROVIDER names: the built-in one, or a Vercel AI SDK provider. */
export function createAiWriter(config: Config, options: CreateAiWriterOptions = {}): AiWriter {
  if (config.AI_PROVIDER === 'builtin') return createBuiltinWriter();
  const { fetch: fetchImpl, ...writerOptions } = options;
  return createSdkWriter(modelSettings(config, fetchImpl), writerOptions);
}
