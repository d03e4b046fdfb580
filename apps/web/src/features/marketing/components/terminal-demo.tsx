import { Sparkles } from 'lucide-react';
import { MarketingSection } from './marketing-section';
import { cn } from '@/lib/cn';
import '../landing.css';
import { useInView } from '../hooks/use-in-view';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useTypewriter } from '../hooks/use-typewriter';
import { PreviewPostCard } from './hero-preview';

interface Line {
  kind: 'command' | 'output';
  text: string;
}

const lines: Line[] = [
  { kind: 'command', text: 'git commit -m "feat(feeds): RSS and Atom feeds for changelogs"' },
  { kind: 'output', text: '[main a1b2c3f] 6 files changed, 248 insertions(+), 12 deletions(-)' },
  { kind: 'command', text: 'shiplog post --last' },
  { kind: 'output', text: '✔ Read commit a1b2c3f' },
  { kind: 'output', text: '✔ Drafted a post for X, LinkedIn and Discord' },
];

/** Commands are typed a character at a time; each output line appears at once (one step). */
const costOf = (line: Line) => (line.kind === 'command' ? line.text.length : 1);
const total = lines.reduce((sum, line) => sum + costOf(line), 0);

/** Splits the typed count over the lines: typed part and the rest (kept invisible for layout). */
function splitLines(typed: number) {
  let left = typed;
  return lines.map((line) => {
    const steps = Math.max(0, Math.min(left, costOf(line)));
    left -= costOf(line);
    const shown = line.kind === 'command' ? steps : steps * line.text.length;
    return { ...line, shown: line.text.slice(0, shown), rest: line.text.slice(shown), started: shown > 0 };
  });
}

/** Commands typed into a terminal, then the post they produce. Types only while on screen. */
export function TerminalDemo() {
  const reducedMotion = useReducedMotion();
  const [ref, onScreen] = useInView<HTMLDivElement>({ threshold: 0.4 });
  const typed = useTypewriter(total, { running: onScreen, instant: reducedMotion, charMs: 45 });
  const complete = typed >= total;
  const typedLines = splitLines(typed);
  const cursorLine = typedLines.findIndex((line) => line.rest.length > 0);

  return (
    <MarketingSection heading={heading} className="py-section">
      <div ref={ref} className="mt-14 grid items-start gap-6 lg:grid-cols-[1.15fr_1fr]">
        <div className="overflow-hidden rounded-xl border border-border bg-background shadow-popover">
          <div aria-hidden className="flex items-center gap-1.5 border-b border-border bg-card px-4 py-3">
            <span className="size-2.5 rounded-full bg-danger/70" />
            <span className="size-2.5 rounded-full bg-warning/70" />
            <span className="size-2.5 rounded-full bg-success/70" />
            <span className="ml-3 font-mono text-xs text-muted-foreground">~/feedkit</span>
          </div>
          {/* Sighted visitors watch it type; screen readers get the whole transcript at once. */}
          <pre
            aria-hidden
            data-testid="terminal-lines"
            data-complete={complete}
            className="overflow-x-auto p-4 font-mono text-[13px] leading-7 whitespace-pre-wrap"
          >
            {typedLines.map((line, index) => (
              <div key={line.text} className={line.kind === 'output' ? 'text-muted-foreground' : undefined}>
                {line.kind === 'command' && (
                  <span className={cn('text-success', !line.started && 'invisible')}>$ </span>
                )}
                {line.shown}
                {index === cursorLine && (
                  <span className="inline-block h-4 w-2 translate-y-0.5 animate-[landing-caret_1s_step-end_infinite] bg-accent" />
                )}
                <span className="invisible">{line.rest}</span>
              </div>
            ))}
          </pre>
          <div className="sr-only">
            {lines.map((line) => (
              <p key={line.text}>{line.kind === 'command' ? `$ ${line.text}` : line.text}</p>
            ))}
          </div>
        </div>
        {/* Placeholder and post share one cell: the column keeps its height while typing. */}
        <div className="grid">
          <div
            aria-hidden
            className={cn(
              'col-start-1 row-start-1 flex items-center justify-center gap-2 rounded-xl border border-dashed border-border-strong p-6 text-sm text-muted-foreground',
              complete && 'invisible',
            )}
          >
            <Sparkles className="size-4 text-accent" /> Your post appears here
          </div>
          <div
            className={cn(
              'col-start-1 row-start-1',
              complete && !reducedMotion && 'animate-[landing-reveal_600ms_cubic-bezier(0.16,1,0.3,1)_both]',
              !complete && 'invisible',
            )}
          >
            <PreviewPostCard />
          </div>
        </div>
      </div>
    </MarketingSection>
  );
}

const heading = {
  eyebrow: 'From your terminal',
  title: 'One command from commit to post',
  lead: 'Keep shipping. Shiplog turns your last commit into a post you can share anywhere.',
};
