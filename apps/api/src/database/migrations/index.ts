import { InitialSchema1795315764108 } from './1795315764108-InitialSchema';
import { CatalogCollation1795546500000 } from './1795546500000-CatalogCollation';
/** Every migration, in order. `pnpm migration:generate <Name>` appends new ones here. */
export const MIGRATIONS: Function[] = [InitialSchema1795315764108, CatalogCollation1795546500000];
