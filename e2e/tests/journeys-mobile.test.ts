import { journeyAt } from '../support/journey';

/** The owner's, the reader's and the visitor's journeys at 390 px (support/journey.ts). */
journeyAt('mobile');
