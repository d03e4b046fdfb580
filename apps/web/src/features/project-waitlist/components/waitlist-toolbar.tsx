import { MAX_EMAIL_LENGTH } from '@shiplog/contract';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import type { WaitlistView } from '../api/get-waitlist';

const STATUSES = [
  { value: '', label: 'All statuses' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Pending' },
] as const;

const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'email', label: 'Email A–Z' },
] as const;

export interface WaitlistToolbarProps {
  view: WaitlistView;
  onChange: (view: WaitlistView) => void;
}

/** Search by the start of an address or its domain, a status, and an order: all answered by the server. */
export function WaitlistToolbar({ view, onChange }: WaitlistToolbarProps) {
  return (
    <div className="flex flex-col gap-2 px-6 pb-4 sm:flex-row sm:items-center">
      <SearchField
        label="Search subscribers"
        placeholder="Email or domain"
        maxLength={MAX_EMAIL_LENGTH}
        value={view.q}
        onSearch={(q) => onChange({ ...view, q })}
        className="sm:flex-1"
      />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Select
          aria-label="Status"
          className="sm:w-40 [&_select]:h-9"
          value={view.status ?? ''}
          onChange={(event) =>
            onChange({ ...view, status: (event.target.value || undefined) as WaitlistView['status'] })
          }
        >
          {STATUSES.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Order"
          className="sm:w-40 [&_select]:h-9"
          value={view.sort}
          onChange={(event) => onChange({ ...view, sort: event.target.value as WaitlistView['sort'] })}
        >
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
