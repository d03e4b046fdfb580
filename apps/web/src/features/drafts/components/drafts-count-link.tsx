import { FilePen } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { useDraftTotals } from '../api/list-drafts';

/** The dashboard's 'Drafts (n)' link to the inbox; nothing while there are none (or they did not load). */
export function DraftsCountLink() {
  const count = useDraftTotals().data?.drafts ?? 0;
  if (count === 0) return null;
  return (
    <Button asChild variant="secondary">
      <Link to={paths.drafts}>
        <FilePen aria-hidden className="size-4" />
        Drafts ({count})
      </Link>
    </Button>
  );
}
