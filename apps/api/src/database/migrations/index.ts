import { InitialSchema1795315764108 } from './1795315764108-InitialSchema';
/** Every migration, in order. `pnpm migration:generate <Name>` appends new ones here. */
export const MIGRATIONS: Function[] = [InitialSchema1795315764108];
