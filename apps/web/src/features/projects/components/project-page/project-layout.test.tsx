import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProject } from '@test/fixtures';
import { renderWithRouter } from '@test/render';
import { ProjectLayout } from './project-layout';

function renderLayout(hideDescription: boolean) {
  renderWithRouter(
    <ProjectLayout
      project={makeProject()}
      isOwner={false}
      hideDescription={hideDescription}
      timeline={<section aria-label="Timeline">The updates</section>}
      subscribe={<section aria-label="Stay Updated">The panel</section>}
    />,
  );
  const order = (a: HTMLElement, b: HTMLElement) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? 'before' : 'after';
  const follow = screen.getByRole('complementary', { name: 'Follow this project' });
  return {
    timeline: order(follow, screen.getByRole('region', { name: 'Timeline' })),
    details: order(follow, screen.getByRole('complementary', { name: 'Project details' })),
  };
}

describe('project layout', () => {
  it("puts the 'Stay Updated' panel before the timeline on the project page, in the HTML as on a phone", () => {
    expect(renderLayout(false)).toEqual({ timeline: 'before', details: 'before' });
  });

  it('puts the panel after the update and the details on an update page, so a page drawn while it arrives does not push it down', () => {
    expect(renderLayout(true)).toEqual({ timeline: 'after', details: 'after' });
  });
});
