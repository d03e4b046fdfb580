import { Heart, Repeat2 } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { MarketingSection } from './marketing-section';
import { samplePosts, type SamplePost } from './sample-posts';
import { WaitlistCta } from './waitlist-cta';

function SamplePostCard({ post }: { post: SamplePost }) {
  return (
    <article
      aria-label={`${post.name} on ${post.platform}`}
      data-sample-post
      className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-card"
    >
      <div className="flex items-start gap-3">
        <Avatar name={post.name} />
        <div className="min-w-0 flex-1 leading-tight">
          <h3 className="truncate font-semibold">{post.name}</h3>
          <p className="truncate text-sm text-muted-foreground">{post.username}</p>
        </div>
        <Badge variant="outline">{post.platform}</Badge>
      </div>
      <p className="mt-4 flex-1 text-sm leading-6 text-foreground/90">{post.content}</p>
      <dl className="mt-5 flex items-center gap-5 text-sm text-muted-foreground">
        {(
          [
            [Heart, 'Likes', post.likes],
            [Repeat2, 'Shares', post.shares],
          ] as const
        ).map(([Icon, label, count]) => (
          <div key={label} className="flex items-center gap-1.5">
            <dt>
              <Icon aria-hidden className="size-4" />
              <span className="sr-only">{label}</span>
            </dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** Sample posts written with Shiplog, then the waitlist call to action (anchor #socialproof). */
export function SocialProof() {
  return (
    <MarketingSection anchor="socialproof" heading={heading} className="pb-section">
      <ul className="mt-14 grid gap-4 md:grid-cols-3">
        {samplePosts.map((post) => (
          <li key={post.username}>
            <SamplePostCard post={post} />
          </li>
        ))}
      </ul>
      <WaitlistCta className="mt-16" />
    </MarketingSection>
  );
}

const heading = {
  eyebrow: 'Built in public',
  title: 'Developers already tell their story',
  lead: 'Posts written by Shiplog from a single commit, on the platforms where their audience is.',
};
