import type { ReactNode } from 'react';
import { stack } from '@/components/ui/reading-styles';
import { defineStyles, recipe, slotRecipe, useStyles } from '@/components/ui/static-styles';

interface Props {
  /** Names the heading (`{id}-heading`) the section is labelled by. */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** Chakra's Card (outline) and Heading (xl), as plain elements (static-styles.ts). */
const styles = defineStyles({
  root: [slotRecipe('card', 'root', { variant: 'outline' }), { rounded: 'card' }],
  body: [slotRecipe('card', 'body', { variant: 'outline' }), { gap: '4' }],
  titles: stack('1'),
  heading: recipe('heading', { size: 'xl' }),
  description: { fontSize: 'sm', color: 'fg.muted' },
});

/** A titled section of a page in an outlined card: the one shape of the profile and conference page sections. */
export function SectionCard({ id, title, description, children }: Props) {
  const s = useStyles(styles);
  const heading = (
    <h2 className={s.heading} id={`${id}-heading`}>
      {title}
    </h2>
  );
  return (
    <section className={s.root} aria-labelledby={`${id}-heading`}>
      <div className={s.body}>
        {description ? (
          <div className={s.titles}>
            {heading}
            <p className={s.description}>{description}</p>
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
    </section>
  );
}
