import { Fragment } from 'react';

/**
 * A host name (or any dotted value) that wraps after its dots, `updates.` / `example.com`,
 * rather than in the middle of a label; a label longer than the line still breaks.
 */
export function HostName({ value }: { value: string }) {
  const labels = value.split('.');
  return (
    <span className="break-words">
      {labels.map((label, index) => (
        <Fragment key={index}>
          {label}
          {index < labels.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </span>
  );
}
