import type { PostTarget } from '../types';
import { xLength } from '@shiplog/contract';

/** How long a post may be on each target, and how that target counts. */
export const targetLimits: Record<PostTarget, number> = { x: 280, linkedin: 3000, discord: 2000 };

/** A project update: a short title and a body that reads well on the project page. */
export const UPDATE_TITLE_LIMIT = 100;
/** How far past the limit a title may run when every cut would make it say something else. */
export const UPDATE_TITLE_STRETCH = 20;
export const UPDATE_CONTENT_LIMIT = 5000;

export type Measure = (text: string) => number;

export const countChars: Measure = (text) => [...text].length;

/** X weighs characters (URLs count 23); the other targets count characters. */
export const measureFor = (target: PostTarget): Measure => (target === 'x' ? xLength : countChars);
