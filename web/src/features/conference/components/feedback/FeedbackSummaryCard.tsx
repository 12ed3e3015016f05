import { Star } from 'lucide-react';
import type { CSSProperties } from 'react';
import { hstack, stack } from '@/components/ui/reading-styles';
import { defineStyles, recipe, slotRecipe, useStyles } from '@/components/ui/static-styles';
import type { FeedbackSummary } from './feedback-kind';

const styles = defineStyles({
  card: [slotRecipe('card', 'root', { variant: 'outline' }), { rounded: 'card' }],
  body: slotRecipe('card', 'body', { variant: 'outline' }),
  row: stack('6', { flexDirection: { base: 'column', md: 'row' }, justifyContent: 'space-between' }),
  titles: stack('1'),
  heading: recipe('heading', { size: 'md' }),
  headline: hstack('2'),
  value: { fontSize: '3xl', fontWeight: 'bold', lineHeight: '1' },
  label: { color: 'fg.muted' },
  // As many columns as counts from `sm` up (--counts on the element).
  counts: { display: 'grid', gap: '3', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(var(--counts), minmax(0, 1fr))' } },
  count: stack('0'),
  countLabel: { fontSize: 'sm', color: 'fg.muted' },
  countValue: { fontSize: '2xl', fontWeight: 'bold' },
});

/** The summary card of a feedback tab: an optional headline figure and a count per kind. */
export function FeedbackSummaryCard({ summary }: { summary: FeedbackSummary }) {
  const s = useStyles(styles);
  return (
    <div className={s.card}>
      <div className={s.body}>
        <div className={s.row}>
          <div className={s.titles}>
            <h2 className={s.heading}>{summary.title}</h2>
            {summary.headline && (
              <div className={s.headline}>
                <Star size={28} aria-hidden="true" color="var(--chakra-colors-yellow-500)" fill="var(--chakra-colors-yellow-500)" />
                <p className={s.value}>{summary.headline.value}</p>
                <p className={s.label}>{summary.headline.label}</p>
              </div>
            )}
          </div>
          <dl className={s.counts} style={{ '--counts': summary.counts.length } as CSSProperties}>
            {summary.counts.map((count) => (
              <div className={s.count} key={count.label}>
                <dt className={s.countLabel}>{count.label}</dt>
                <dd className={s.countValue}>{count.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </div>
  );
}
