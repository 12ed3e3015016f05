import { hstack, paletteBadge, stack } from '@/components/ui/reading-styles';
import { defineStyles, recipe, slotRecipe, useStyles } from '@/components/ui/static-styles';
import { formatDateRange } from '@/lib/dates';
import { Stars } from '../reviews/Stars';
import type { FeedbackEntry } from './feedback-kind';

const styles = defineStyles({
  empty: { color: 'fg.muted' },
  list: stack('3', { listStyleType: 'none' }),
  card: [slotRecipe('card', 'root', { variant: 'outline' }), { rounded: 'card' }],
  body: [slotRecipe('card', 'body', { variant: 'outline' }), { gap: '2' }],
  top: hstack('2', { justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }),
  who: hstack('2', { flexWrap: 'wrap', minW: '0' }),
  name: { fontWeight: 'semibold', overflowWrap: 'anywhere' },
  badge: paletteBadge('subtle'),
  date: { fontSize: 'sm', color: 'fg.muted' },
  title: [recipe('heading', { size: 'sm' }), { overflowWrap: 'anywhere' }],
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  byline: { fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' },
});

/** Reviews or interests, newest first. Everything a visitor wrote is rendered as plain text. */
export function FeedbackList({ entries, emptyText }: { entries: FeedbackEntry[]; emptyText: string }) {
  const s = useStyles(styles);
  if (entries.length === 0) return <p className={s.empty}>{emptyText}</p>;
  return (
    <ul className={s.list}>
      {entries.map((entry) => (
        <li className={s.card} key={entry.id}>
          <div className={s.body}>
            <div className={s.top}>
              <div className={s.who}>
                <p className={s.name}>{entry.name}</p>
                <span className={s.badge} data-palette={entry.badge.palette}>
                  {entry.badge.label}
                </span>
              </div>
              <p className={s.date}>{formatDateRange(entry.date, null)}</p>
            </div>
            {typeof entry.rating === 'number' && <Stars rating={entry.rating} />}
            {entry.title && <h3 className={s.title}>{entry.title}</h3>}
            {entry.text && <p className={s.text}>{entry.text}</p>}
            {entry.byline && <p className={s.byline}>{entry.byline}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
