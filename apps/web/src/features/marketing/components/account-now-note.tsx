import { Link } from 'react-router';
import { paths } from '@shiplog/contract';

/** Beside every waitlist call to action: no one has to wait to use Shiplog. */
export const ACCOUNT_NOW_NOTE = {
  before: 'Anyone can',
  link: 'create a free account',
  after: 'and start today; the waitlist is for early-adopter perks.',
} as const;

export function AccountNowNote() {
  return (
    <p className="mt-4 text-sm text-muted-foreground">
      {ACCOUNT_NOW_NOTE.before}{' '}
      <Link to={paths.register} className="font-medium text-accent underline underline-offset-2">
        {ACCOUNT_NOW_NOTE.link}
      </Link>{' '}
      {ACCOUNT_NOW_NOTE.after}
    </p>
  );
}
