import type { Config } from '../../config';
import { createBuiltinWriter } from './builtin-writer';
import type { AiWriter } from './types';
import type { SdkWriterOptions } from './sdk/sdk-writer';

export interface CreateAiWriterOptions extends SdkWriterOptions {
  /** The fetch the SDK providers use (tests may wrap it). */
  fetch?: typeof fetch;
}

/**
 * The writer AI_PROVIDER names: the built-in one, or a Vercel AI SDK provider. The SDK and its
 * providers (~10 MB of memory) are loaded on the first write, never with the built-in writer.
 */
export function createAiWriter(config: Config, options: CreateAiWriterOptions = {}): AiWriter {
  if (config.AI_PROVIDER === 'builtin') return createBuiltinWriter();
  const { fetch: fetchImpl, ...writerOptions } = options;
  let sdkWriter: Promise<AiWriter> | undefined;
  const load = async () => {
    const [{ createSdkWriter }, { modelSettings }] = await Promise.all([
      import('./sdk/sdk-writer'),
      import('./sdk/sdk-models'),
    ]);
    return createSdkWriter(modelSettings(config, fetchImpl), writerOptions);
  };
  return {
    provider: config.AI_PROVIDER,
    async write(request) {
      return (await (sdkWriter ??= load())).write(request);
    },
  };
}
