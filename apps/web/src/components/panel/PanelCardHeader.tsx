import type { ReactNode } from 'react';
import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CardIcon } from '@/components/panel/states';

/**
 * Header of a seller-panel card: an icon tile (hidden from assistive tech) beside the card's
 * `<h2>` title and its description. `titleId` is the id the card's region points at with
 * `aria-labelledby`, so the region is announced by its title.
 */
export function PanelCardHeader({
  icon,
  titleId,
  title,
  description,
  descriptionClassName,
}: {
  /** A lucide icon element; sized and coloured by the tile. */
  icon: ReactNode;
  titleId: string;
  title: ReactNode;
  description: ReactNode;
  /** Extra classes of the description, e.g. `truncate` for a long e-mail. */
  descriptionClassName?: string;
}) {
  return (
    <CardHeader className="flex-row items-center gap-3">
      <CardIcon>{icon}</CardIcon>
      <div className="grid min-w-0 gap-0.5">
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription className={descriptionClassName}>{description}</CardDescription>
      </div>
    </CardHeader>
  );
}
