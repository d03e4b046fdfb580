import { CircleAlert } from 'lucide-react';
import { BackHomeButton } from './back-home-button';
import { PageScreen } from './page-screen';

/** A page that could not be shown: 'Error', why, and the way back home. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <PageScreen
      icon={CircleAlert}
      tone="danger"
      title="Error"
      description={message}
      alert
      actions={<BackHomeButton />}
    />
  );
}
