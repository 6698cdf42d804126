import type { Journey } from '../support/types';
import { authJourneys } from './auth';

/** Every browser journey, in order. Add a feature's journeys here (e.g. admin, public catalogue). */
export const journeys: Journey[] = [...authJourneys];
