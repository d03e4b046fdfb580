import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_ANSWERS_ID } from '@shiplog/contract/constants';
import { takeInitialAnswer } from './initial-answers';

afterEach(() => document.getElementById(INITIAL_ANSWERS_ID)?.remove());

function pageWith(content: string) {
  const element = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: INITIAL_ANSWERS_ID,
  });
  element.textContent = content;
  document.head.append(element);
}

describe('the API answers a page came with', () => {
  it('hands each one out once, then leaves the API to answer', () => {
    pageWith(JSON.stringify({ '/projects/p1': { body: { id: 'p1' }, headers: {} } }));
    expect(takeInitialAnswer('/projects/p1')).toEqual({ body: { id: 'p1' }, headers: {} });
    expect(takeInitialAnswer('/projects/p1')).toBeUndefined();
    expect(takeInitialAnswer('/projects/p2')).toBeUndefined();
  });

  it('has none without the element or with a broken one', () => {
    expect(takeInitialAnswer('/projects/x')).toBeUndefined();
    pageWith('{not json');
    expect(takeInitialAnswer('/projects/x')).toBeUndefined();
  });
});
