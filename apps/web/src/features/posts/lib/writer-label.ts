import { BUILTIN_WRITER } from '@shiplog/contract';

/** Who wrote a post: the built-in writer, or the model ('openai:gpt-4o-mini' → 'gpt-4o-mini'). */
export function writerLabel(writer: string | undefined): string | null {
  if (!writer) return null;
  if (writer === BUILTIN_WRITER) return 'Written by the built-in writer';
  const model = writer.slice(writer.indexOf(':') + 1).trim();
  return `Written by ${model || writer}`;
}
