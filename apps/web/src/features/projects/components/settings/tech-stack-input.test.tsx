import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MAX_TECH_STACK_ITEMS } from '@shiplog/contract';
import { TechStackInput } from './tech-stack-input';

function Harness({ initial = [] as string[], error }: { initial?: string[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TechStackInput id="stack" value={value} onChange={setValue} error={error} />
      <output aria-label="value">{JSON.stringify(value)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByLabelText('value').textContent ?? '[]') as string[];
const chips = () => within(screen.getByRole('list', { name: 'Technologies' }));

describe('tech stack input', () => {
  it('adds with Enter and commas, trims, skips duplicates and removes the last with Backspace', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Tech stack');
    expect(input).toHaveAccessibleDescription(/Press Enter or type a comma/);
    await user.type(input, ' React {Enter}');
    await user.type(input, 'vite, PostgreSQL,react,');
    expect(value()).toEqual(['React', 'vite', 'PostgreSQL']);
    expect(input).toHaveValue('');
    await user.type(input, '{Backspace}');
    expect(value()).toEqual(['React', 'vite']);
    await user.type(input, 'Node');
    await user.tab();
    expect(value()).toEqual(['React', 'vite', 'Node']);
  });

  it('removes a chip from the keyboard and puts focus back in the input', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['React', 'Vite']} />);
    chips().getByRole('button', { name: 'Remove React' }).focus();
    await user.keyboard('{Enter}');
    expect(value()).toEqual(['Vite']);
    expect(screen.getByLabelText('Tech stack')).toHaveFocus();
  });

  it('explains the limits at the field', async () => {
    const user = userEvent.setup();
    const full = Array.from({ length: MAX_TECH_STACK_ITEMS }, (_, i) => `T${i}`);
    render(<Harness initial={full} />);
    const input = screen.getByLabelText('Tech stack');
    await user.type(input, 'One more{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(`Add up to ${MAX_TECH_STACK_ITEMS}`));
    expect(value()).toHaveLength(MAX_TECH_STACK_ITEMS);
    expect(input).toHaveValue('One more');
  });

  it("shows the form's error for the list", () => {
    render(<Harness initial={['React']} error="Too long" />);
    expect(screen.getByLabelText('Tech stack')).toHaveAccessibleDescription(
      expect.stringContaining('Too long'),
    );
  });
});
