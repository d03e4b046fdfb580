import { formatDateTime, formatRelative } from '@/lib/format';

/** '3 hours ago', with the en-US date and time on hover. */
export function Timestamp({ value, prefix }: { value: string; prefix?: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {prefix && `${prefix} `}
      {formatRelative(value)}
    </time>
  );
}
