import { Heart, Repeat2 } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Container } from '@/components/ui/container';
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
        <div className="flex items-center gap-1.5">
          <dt>
            <Heart aria-hidden className="size-4" />
            <span className="sr-only">Likes</span>
          </dt>
          <dd>{post.likes}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Repeat2 aria-hidden className="size-4" />
            <span className="sr-only">Shares</span>
          </dt>
          <dd>{post.shares}</dd>
        </div>
      </dl>
    </article>
  );
}

/** Sample posts written with Shiplog, then the waitlist call to action (anchor #socialproof). */
export function SocialProof() {
  return (
    <section id="socialproof" aria-labelledby="socialproof-title" className="pb-section">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-medium text-accent">Built in public</p>
          <h2
            id="socialproof-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-title"
          >
            Developers already tell their story
          </h2>
          <p className="mt-4 text-base text-muted-foreground">
            Posts written by Shiplog from a single commit, on the platforms where their audience is.
          </p>
        </div>
        <ul className="mt-14 grid gap-4 md:grid-cols-3">
          {samplePosts.map((post) => (
            <li key={post.username}>
              <SamplePostCard post={post} />
            </li>
          ))}
        </ul>
        <WaitlistCta className="mt-16" />
      </Container>
    </section>
  );
}
