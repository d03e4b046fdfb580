import { Avatar } from '@/components/ui/avatar';
import type { ProfileComment } from '../../lib/company-profile';

/** The comments under a timeline entry, opened from its comment count. */
export function TimelineComments({ id, comments }: { id: string; comments: ProfileComment[] }) {
  return (
    <ul id={id} aria-label="Comments" className="mt-4 space-y-4 border-t border-border pt-4">
      {comments.map((comment) => (
        <li key={comment.id} className="flex gap-3">
          <Avatar name={comment.author.name} src={comment.author.avatar} size="sm" />
          <div className="min-w-0 text-sm">
            <p>
              <span className="font-medium">{comment.author.name}</span>
              <span className="text-muted-foreground"> · {comment.createdAt}</span>
            </p>
            <p className="mt-1 leading-6 text-foreground/90">{comment.content}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
