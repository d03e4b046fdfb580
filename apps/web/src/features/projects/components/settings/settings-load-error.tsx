import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths, projectMessages } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** The project did not load, or it belongs to someone else: nothing to edit here. */
export function SettingsLoadError() {
  return (
    <div role="alert">
      <EmptyState
        as="h1"
        icon={ShieldAlert}
        title="Cannot edit this project"
        description={projectMessages.loadForEditFailed}
        action={
          <Button asChild variant="secondary">
            <Link to={paths.myProjects}>Back to My Projects</Link>
          </Button>
        }
      />
    </div>
  );
}
