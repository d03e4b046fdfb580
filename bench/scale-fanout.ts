/**
 * The scale bench's fan-out: the owner publishes a release (mailed to every confirmed
 * subscriber, whatever their preference) through the API; the built app mails it over SMTP to
 * the counting sink (smtp-counter.mjs). Measured from the publish request to the last mail
 * accepted, or for `fanoutMaxSeconds` and extrapolated; meanwhile a steady load reads
 * `?limit=10` of the timeline (what the page reads), in windows, as fanout.ts does.
 */
import { median } from './bench-kit';
import { latency, startSink, windows } from './fanout';
import { settings, type AppMemory, signIn, startApp, type ScaleDb } from './scale-kit';

export interface Fanout {
  expected: number;
  /** Every mail the sink got, and those within `seconds`. */
  mails: number;
  mailsInTime: number;
  distinct: number;
  duplicates: number;
  /** From the publish request to the last mail accepted (or to the deadline). */
  seconds: number;
  firstAfterSeconds: number;
  finished: boolean;
  idleP99: number;
  duringP99: number;
  idleWindows: number[];
  duringWindows: number[];
  memory: AppMemory;
}

export async function measureFanout(db: ScaleDb, expected: number): Promise<Fanout> {
  const sink = await startSink();
  const app = await startApp(db, { smtpPort: sink.port });
  try {
    const timeline = `${app.origin}/api/projects/${db.projectId}/updates?limit=10`;
    const idle = async (n: number) => n >= settings.idleWindows;
    await latency(timeline, settings.windowSeconds).done;
    const before = await windows(timeline, idle, settings.windowSeconds);

    const owner = await signIn(app.origin);
    sink.child.send('reset');
    const started = Date.now();
    const res = await fetch(`${app.origin}/api/projects/${db.projectId}/updates`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({
        type: 'release',
        title: 'v5.0: the big one',
        content: 'Everything we learned in three years, in one release.',
        is_major_update: true,
      }),
    });
    if (res.status !== 201) throw new Error(`publish: ${res.status} ${await res.text()}`);
    const deadline = started + settings.fanoutMaxSeconds * 1000;
    let finished = false;
    const during = await windows(
      timeline,
      async () => {
        finished = (await sink.stats()).distinct >= expected;
        return finished || Date.now() > deadline;
      },
      settings.windowSeconds,
    );
    const endedAt = Date.now();
    const last = await sink.stats();
    // Not finished: the fan-out goes on, so no window after it is idle.
    const after = finished ? await windows(timeline, idle, settings.windowSeconds) : [];
    // Mails still coming after every subscriber had one are duplicates too.
    const settled = await sink.stats();
    return {
      expected,
      mails: settled.count,
      mailsInTime: last.count,
      distinct: settled.distinct,
      duplicates: settled.duplicates,
      seconds: ((finished ? last.lastAt : endedAt) - started) / 1000,
      firstAfterSeconds: last.firstAt ? (last.firstAt - started) / 1000 : NaN,
      finished,
      idleP99: median([...before, ...after]),
      duringP99: median(during),
      idleWindows: [...before, ...after],
      duringWindows: during,
      memory: await app.memory(),
    };
  } finally {
    await app.stop();
    sink.child.kill();
  }
}
