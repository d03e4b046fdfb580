import { useState, type ReactNode } from 'react';
import { COPIED_BANNER_MS, domainMessages, type DnsRecord } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { useFlash } from '@/lib/use-flash';
import { CopyButton } from './copy-button';
import { HostName } from './host-name';

/** The table's columns and their widths (the short ones fixed). */
const COLUMNS = [
  ['Type', 'w-16'],
  ['Name', ''],
  ['Content', ''],
  ['TTL', 'w-16'],
] as const;

/** Said when the browser refuses the clipboard. */
export const COPY_FAILED = 'Could not copy. Select the value and copy it yourself.';

/**
 * The records to create at the DNS provider: type, name, content, TTL, each value with a copy
 * button and a 'Copied' banner for 1 second. Rows on a phone, a table where there is room; a
 * long value (a TXT token has no dots) wraps inside its cell, its Copy button beside it.
 */
export function DnsRecords({ records }: { records: DnsRecord[] }) {
  const copied = useFlash(COPIED_BANNER_MS);
  const [failed, setFailed] = useState(false);
  const copy = (value: string, label: string) => (
    <CopyButton
      value={value}
      label={label}
      onCopied={() => {
        setFailed(false);
        copied.show();
      }}
      onFailed={() => {
        copied.hide();
        setFailed(true);
      }}
    />
  );
  return (
    <div className="grid gap-2">
      <div className="overflow-hidden rounded-lg border border-border">
        <table className="w-full table-fixed text-left text-sm max-sm:block">
          <caption className="sr-only">DNS records to create</caption>
          <thead className="border-b border-border bg-secondary/50 text-xs text-muted-foreground max-sm:sr-only">
            <tr>
              {COLUMNS.map(([heading, width]) => (
                <th key={heading} scope="col" className={`${width} px-3 py-2 font-medium`}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {records.map((record) => (
              <tr
                key={`${record.type}-${record.name}`}
                className="border-b border-border last:border-b-0 max-sm:grid max-sm:grid-cols-1 max-sm:gap-1 max-sm:p-3"
              >
                <td className="px-3 py-2 align-top font-mono text-xs font-semibold max-sm:p-0">
                  {record.type}
                </td>
                <td className="min-w-0 px-3 py-2 align-top max-sm:p-0">
                  <MobileLabel>Name</MobileLabel>
                  <Value value={record.name}>{copy(record.name, `Copy ${record.type} name`)}</Value>
                </td>
                <td className="min-w-0 px-3 py-2 align-top max-sm:p-0">
                  <MobileLabel>Content</MobileLabel>
                  <Value value={record.content}>{copy(record.content, `Copy ${record.type} content`)}</Value>
                </td>
                <td className="px-3 py-2 align-top text-muted-foreground max-sm:p-0">
                  <MobileLabel>TTL</MobileLabel>
                  {record.ttl}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div role="status" className="empty:hidden">
        {copied.visible && (
          <Alert variant="success" role="none" className="py-2">
            {domainMessages.copied}
          </Alert>
        )}
      </div>
      {failed && <Alert variant="warning">{COPY_FAILED}</Alert>}
    </div>
  );
}

function Value({ value, children }: { value: string; children: ReactNode }) {
  return (
    <span className="flex min-w-0 items-start gap-1">
      <code className="min-w-0 flex-1 py-1.5 font-mono text-xs [overflow-wrap:anywhere]">
        <HostName value={value} />
      </code>
      {children}
    </span>
  );
}

/** Names the value on a phone, where the table's header row is hidden. */
function MobileLabel({ children }: { children: ReactNode }) {
  return <span className="block text-xs text-muted-foreground sm:hidden">{children}</span>;
}
