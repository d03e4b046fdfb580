import type { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills a Schedule dialog's date, time and time zone (components/schedule) as a user would. */
export async function pickSchedule(
  { user, dialog }: { user: UserEvent; dialog: ReturnType<typeof within> },
  date: string,
  time: string,
  zone: string,
) {
  await user.selectOptions(dialog.getByLabelText('Time zone'), zone);
  await user.clear(dialog.getByLabelText('Date'));
  await user.type(dialog.getByLabelText('Date'), date);
  await user.clear(dialog.getByLabelText('Time'));
  await user.type(dialog.getByLabelText('Time'), time);
}
