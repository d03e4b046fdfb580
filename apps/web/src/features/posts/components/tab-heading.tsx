import type { Ref } from 'react';

/** A tab's title and a one-line summary; the heading can take focus when a card goes away. */
export function TabHeading({
  title,
  detail,
  headingRef,
}: {
  title: string;
  detail: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="min-w-0">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{detail}</p>
    </div>
  );
}
