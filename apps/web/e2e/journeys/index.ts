import type { Journey } from '../support/types';
import { accessibilityJourneys } from './accessibility';
import { adminJourneys } from './admin';
import { alertJourneys } from './alerts';
import { authJourneys } from './auth';
import { publicCatalogJourneys } from './public-catalog';
import { confirmEmailJourneys } from './confirm-email';
import { customerJourneys } from './customers';
import { membershipJourneys } from './membership';
import { optionJourneys } from './options';
import { importJourneys } from './import';
import { orderJourneys } from './orders';
import { orderingJourneys } from './ordering';
import { photoJourneys } from './photos';
import { pixOnlineJourneys } from './pix-online';
import { performanceJourneys } from './performance';
import { sessionJourneys } from './sessions';
import { ssrJourneys } from './ssr';

/** Every browser journey, in order. Add a feature's journeys here (e.g. admin, public catalogue). */
export const journeys: Journey[] = [
  ...authJourneys,
  ...sessionJourneys,
  ...adminJourneys,
  ...importJourneys,
  ...confirmEmailJourneys,
  ...membershipJourneys,
  ...publicCatalogJourneys,
  ...ssrJourneys,
  ...orderJourneys,
  ...orderingJourneys,
  ...photoJourneys,
  ...optionJourneys,
  ...performanceJourneys,
  ...customerJourneys,
  ...accessibilityJourneys,
  ...alertJourneys,
  ...pixOnlineJourneys,
];
